import { zodResolver } from '@hookform/resolvers/zod';
import { da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { notify } from '@web/lib/notify';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../schemas';
import { SubmitButton } from './submit-button';

const t = da.auth;

export function ForgotPasswordForm({ defaultEmail = '', onDone }: { defaultEmail?: string; onDone: () => void }) {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        notify.success(t.resetEmailSent);
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-base text-slate-700">{t.resetRequestHint}</p>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={request.isPending} busyLabel={t.sending}>
        {t.sendResetLink}
      </SubmitButton>
      <Button variant="ghost" onClick={onDone}>
        {t.backToLogin}
      </Button>
    </form>
  );
}

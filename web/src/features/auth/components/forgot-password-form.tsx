import { zodResolver } from '@hookform/resolvers/zod';
import { da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { notify } from '@web/lib/notify';
import { useSite } from '@web/lib/site';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../schemas';
import { SubmitButton } from './submit-button';

const t = da.auth;

export function ForgotPasswordForm({ defaultEmail = '', onDone }: { defaultEmail?: string; onDone: () => void }) {
  const request = useRequestPasswordReset();
  // Without SMTP the link is written to the server's outbox: say so, and who can pass it on.
  const site = useSite().data;
  const noMail = site?.services.mail === 'outbox';
  const contact = site?.contactEmail;
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        notify.success(
          noMail ? [t.resetKeptOnServer, contact ? t.resetAskAdminAt(contact) : ''].filter(Boolean).join(' ') : t.resetEmailSent,
        );
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-base text-slate-700">{t.resetRequestHint}</p>
      {noMail ? (
        <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-base text-amber-950">
          {t.resetRequestHintNoMail}
          {contact ? ` ${t.resetAskAdminAt(contact)}` : null}
        </p>
      ) : null}
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

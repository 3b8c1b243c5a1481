import { zodResolver } from '@hookform/resolvers/zod';
import { da } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { isApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { type ResetPasswordValues, resetPasswordSchema } from '../schemas';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

const t = da.auth;

export function ResetPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          notify.success(t.resetDone);
          void navigate(paths.login.href(), { replace: true });
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'INVALID_TOKEN') onInvalidToken();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-base text-slate-700">{t.resetIntro}</p>
      <NewPasswordFields label={t.newPassword} register={register} errors={errors} />
      <SubmitButton busy={reset.isPending}>{t.saveNewPassword}</SubmitButton>
    </form>
  );
}

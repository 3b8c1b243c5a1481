import { zodResolver } from '@hookform/resolvers/zod';
import { da } from '@shared/messages.da';
import { TextField } from '@web/components/ui/text-field';
import { useForm } from 'react-hook-form';
import { useRegisterFlow } from '../hooks/use-register-flow';
import { type RegisterValues, registerSchema } from '../schemas';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

const t = da.auth;

export function RegisterForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const registerFlow = useRegisterFlow();
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email, password }) => registerFlow.mutate({ email, password }))}
      className="flex flex-col gap-5"
    >
      <TextField label={t.email} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <NewPasswordFields label={t.password} hint={t.passwordHint} register={register} errors={errors} />
      <SubmitButton busy={registerFlow.isPending} busyLabel={t.registering}>
        {t.register}
      </SubmitButton>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useForm } from 'react-hook-form';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { type SignInValues, signInSchema } from '../schemas';
import { SubmitButton } from './submit-button';

const t = da.auth;

export function SignInForm({ defaultEmail = '', onForgotPassword }: { defaultEmail?: string; onForgotPassword: (email: string) => void }) {
  const signIn = useSignInFlow();
  const { register, handleSubmit, getValues, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))} className="flex flex-col gap-5">
      <TextField label={t.email} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={signIn.isPending} busyLabel={t.signingIn}>
        {t.signIn}
      </SubmitButton>
      <Button variant="ghost" onClick={() => onForgotPassword(getValues('email'))}>
        {t.forgotPassword}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useForm } from 'react-hook-form';
import { useRegisterFlow } from '../hooks/use-register-flow';
import { type RegisterValues, registerSchema } from '../schemas';

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
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" busy={registerFlow.isPending}>
        {registerFlow.isPending ? t.registering : t.register}
      </Button>
    </form>
  );
}

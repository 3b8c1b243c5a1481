import { da } from '@shared/messages.da';
import { TextField } from '@web/components/ui/text-field';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps {
  label: string;
  hint?: string;
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
}

/** A new password and the same again, for a form built on a schema made with `confirmed` (schemas.ts). */
export function NewPasswordFields({ label, hint, register, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={hint}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={da.auth.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}

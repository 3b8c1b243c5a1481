import { ACCOUNT_DELETE_CONFIRMATION, accountDeleteSchema } from '@shared/account';
import { accountMessages as t } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/modal-dialog';
import { TextField } from '@web/components/ui/text-field';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/notify';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useDeleteAccount } from '../api/delete-account';

interface Props {
  hasPremium: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void> | void;
}

/**
 * 'Slet min konto': the user types the confirmation text and the password again (a fresh proof that
 * it is them); the server checks both. Errors stay in the dialog, next to the field they concern.
 */
export function DeleteAccountDialog({ hasPremium, onClose, onDeleted }: Props) {
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ confirm?: string; password?: string; form?: string }>({});
  const confirmField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount(onDeleted);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = accountDeleteSchema.safeParse({ confirm, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'password' ? 'password' : 'confirm';
      setErrors({ [field]: issue?.message });
      (field === 'password' ? passwordField : confirmField).current?.focus();
      return;
    }
    setErrors({});
    remove.mutate(parsed.data, {
      onError: (err) => {
        const message = errorMessage(err);
        if (isApiError(err) && err.code === 'WRONG_PASSWORD') {
          setErrors({ password: message });
          passwordField.current?.focus();
        } else {
          setErrors({ form: message });
        }
      },
    });
  };

  return (
    <ModalDialog title={t.deleteTitle} onClose={onClose} busy={remove.isPending} initialFocus={confirmField}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5 px-5 pt-4 pb-6 sm:px-8 sm:pb-8">
        <div className="flex gap-3 rounded-xl bg-rose-50 p-4 text-rose-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="flex flex-col gap-1 text-base">
            <p className="font-semibold">{t.deleteWarning}</p>
            {hasPremium ? <p>{t.deleteSubscription}</p> : null}
            <p>{t.deleteExportHint}</p>
          </div>
        </div>
        <TextField
          ref={confirmField}
          label={t.confirmLabel(ACCOUNT_DELETE_CONFIRMATION)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <TextField
          ref={passwordField}
          label={t.passwordLabel}
          hint={t.passwordHint}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {errors.form ? (
          <p role="alert" className="text-base font-medium text-rose-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            {remove.isPending ? t.deleting : t.deleteButton}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

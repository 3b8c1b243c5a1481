import { da } from '@shared/messages.da';
import { profilePatchSchema } from '@shared/schemas';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { notify } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useUpdateMe } from '../api/update-me';

const t = da.profile;

export function NameForm({ fullName }: { fullName: string | null }) {
  const [name, setName] = useState(fullName ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateMe();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = profilePatchSchema.safeParse({ fullName: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, { onSuccess: () => notify.success(t.saved) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label={t.name}
        hint={t.nameHint}
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
      />
      <Button type="submit" busy={update.isPending} className="sm:mt-8">
        {update.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}

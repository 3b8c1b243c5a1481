import type { CreatedStoryShare, StoryShare } from '@shared/api-types';
import { shareMessages as t } from '@shared/messages.da';
import { type ShareExpiry, shareExpiries } from '@shared/schemas';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/modal-dialog';
import { TextField } from '@web/components/ui/text-field';
import { notify } from '@web/lib/notify';
import { Copy, Link2Off } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCreateShare, useRevokeShare, useStoryShares } from '../api/story-shares';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' });

function ShareRow({ share, storyId }: { share: StoryShare; storyId: string }) {
  const revoke = useRevokeShare(storyId);
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 px-3 py-2">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{share.name}</p>
        <p className="text-sm text-stone-700">{share.lastOpenedAt ? t.opened(share.openCount, day(share.lastOpenedAt)) : t.neverOpened}</p>
        <p className="text-sm text-stone-700">{share.expiresAt ? t.expires(day(share.expiresAt)) : t.noExpiry}</p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 whitespace-nowrap"
        busy={revoke.isPending}
        onClick={() => revoke.mutate(share.id, { onSuccess: () => notify.success(t.revoked) })}
        aria-label={`${t.revoke}: ${share.name}`}
      >
        <Link2Off aria-hidden="true" className="size-4" />
        {t.revoke}
      </Button>
    </li>
  );
}

/** 'Del historien': what a link shows, a name and an expiry for a new one, and the links made before. */
export function ShareDialog({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const shares = useStoryShares(storyId);
  const create = useCreateShare(storyId);
  const [name, setName] = useState('');
  const [expiresIn, setExpiresIn] = useState<ShareExpiry>('month');
  const [error, setError] = useState<string | undefined>();
  const [made, setMade] = useState<CreatedStoryShare | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t.nameMissing);
    setError(undefined);
    create.mutate(
      { name: name.trim(), expiresIn },
      {
        onSuccess: (share) => {
          setMade(share);
          setName('');
        },
      },
    );
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notify.success(t.copied);
  };

  return (
    <ModalDialog title={t.title} onClose={onClose}>
      <div className="px-5 pt-3 pb-6 sm:px-8 sm:pb-8">
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-base text-stone-800">{t.note}</p>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
          <TextField
            label={t.nameLabel}
            placeholder={t.namePlaceholder}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error}
            maxLength={80}
          />
          <fieldset>
            <legend className="mb-1 font-semibold text-stone-900">{t.expiryLabel}</legend>
            <div className="flex flex-wrap gap-2">
              {shareExpiries.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 px-3 has-checked:border-indigo-600 has-checked:bg-indigo-50"
                >
                  <input type="radio" name="expiresIn" value={value} checked={expiresIn === value} onChange={() => setExpiresIn(value)} />
                  {t.expiry[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" busy={create.isPending}>
            {t.create}
          </Button>
        </form>
        {made && (
          <div className="mt-4 flex flex-col gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3">
            <label className="text-sm font-semibold text-stone-900" htmlFor="share-url">
              {made.name}
            </label>
            <input
              id="share-url"
              readOnly
              value={made.url}
              className="w-full rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy(made.url)}>
              <Copy aria-hidden="true" className="size-4" />
              {t.copy}
            </Button>
          </div>
        )}
        <h3 className="mt-5 mb-2 text-lg font-bold text-stone-900">{t.links}</h3>
        {shares.data && shares.data.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {shares.data.map((share) => (
              <ShareRow key={share.id} share={share} storyId={storyId} />
            ))}
          </ul>
        ) : (
          <p className="text-base text-stone-700">{t.none}</p>
        )}
      </div>
    </ModalDialog>
  );
}

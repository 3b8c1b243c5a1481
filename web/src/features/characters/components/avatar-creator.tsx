import type { Character } from '@shared/api-types';
import { characterMessages, da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { notify } from '@web/lib/notify';
import { ArrowLeft, Save } from 'lucide-react';
import { useCreateCharacter } from '../api/create-character';
import { characterErrorText } from '../error-text';
import { useAvatarCandidates } from '../hooks/use-avatar-candidates';
import { useCreateCharacterForm } from '../hooks/use-character-form';
import { emptyCharacterForm } from '../schemas';
import { AvatarChooser } from './avatar-chooser';
import { CharacterFields } from './character-fields';

const t = da.characters;

interface AvatarCreatorProps {
  onSaved: (character: Character) => void;
  onBack: () => void;
}

/** 'Opret Avatar': the form, 'Generer avatar' with candidates to choose from, and 'Gem avatar'. */
export function AvatarCreator({ onSaved, onBack }: AvatarCreatorProps) {
  const form = useCreateCharacterForm(emptyCharacterForm);
  const avatars = useAvatarCandidates(form);
  const create = useCreateCharacter();

  const generate = async () => {
    const result = await avatars.generate();
    if (result.outcome === 'generated') notify.success(characterMessages.avatarGenerated);
    if (result.outcome === 'failed') notify.error(characterErrorText(result.error, characterMessages.generateFailed));
    return result.outcome === 'generated';
  };

  const save = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (character) => {
        notify.success(characterMessages.saved);
        onSaved(character);
      },
      onError: (err) => notify.error(characterErrorText(err, characterMessages.saveFailed)),
    }),
  );

  return (
    <>
      <div className="mb-4">
        <Button variant="ghost" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t.back}
        </Button>
      </div>
      <PageHeader title={t.createTitle} intro={t.createIntro} />
      <form noValidate onSubmit={save} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CharacterFields form={form} />
        </Card>
        <Card className="flex flex-col gap-6 lg:sticky lg:top-8">
          <AvatarChooser
            form={form}
            candidates={avatars.candidates}
            isGenerating={avatars.isGenerating}
            onGenerate={generate}
            generateLabel={t.generate}
          />
          <Button type="submit" size="lg" busy={create.isPending} disabled={avatars.isGenerating}>
            {create.isPending ? null : <Save aria-hidden="true" className="size-5" />}
            {create.isPending ? t.saving : t.save}
          </Button>
        </Card>
      </form>
    </>
  );
}

import { earWears, type FreeTextField, hairStyles } from '@shared/avatar-features';
import { CHARACTER_AGE_MAX, CHARACTER_AGE_MIN } from '@shared/constants';
import { da } from '@shared/messages.da';
import { CHARACTER_LIMITS, genders, skinColors } from '@shared/schemas';
import { TextField } from '@web/components/ui/text-field';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDrawnWords } from '../hooks/use-drawn-words';
import type { CharacterFormValues } from '../schemas';
import { CheckGroup } from './check-group';
import { ChoiceGroup } from './choice-group';

const t = da.characters;

/** Swatches beside the skin colour words, so the choice is also visible at a glance. */
const skinSwatch: Record<(typeof skinColors)[number], string> = {
  lys: 'bg-[#f6d3b0]',
  medium: 'bg-[#d08b5b]',
  mørk: 'bg-[#ae5d29]',
  'meget mørk': 'bg-[#614335]',
};

/** «Tegnes: ...» and «Disse ord kan ikke tegnes: ...» under a free-text field; nothing while it is empty. */
function drawnNote({ drawn, notDrawn }: { drawn: string[]; notDrawn: string[] }) {
  if (!drawn.length && !notDrawn.length) return undefined;
  return (
    <>
      {drawn.length ? <p>{t.drawnWords(drawn.join(', '))}</p> : null}
      {notDrawn.length ? <p>{t.notDrawnWords(notDrawn.join(', '))}</p> : null}
    </>
  );
}

/** The fields of a character, shared by "Opret Avatar" and "Rediger Avatar". */
export function CharacterFields<T>({ form }: { form: UseFormReturn<CharacterFormValues, unknown, T> }) {
  const { register, formState, control } = form;
  const { errors } = formState;
  const notes: Record<FreeTextField, ReactNode> = {
    hairColor: drawnNote(useDrawnWords(control, 'hairColor')),
    eyeColor: drawnNote(useDrawnWords(control, 'eyeColor')),
    outfit: drawnNote(useDrawnWords(control, 'outfit')),
    companion: drawnNote(useDrawnWords(control, 'companion')),
  };
  return (
    <div className="flex flex-col gap-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold text-slate-900">{t.aboutChild}</legend>
        <TextField
          className="sm:col-span-2"
          label={t.name}
          hint={t.nameHint}
          autoComplete="off"
          maxLength={CHARACTER_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t.age}
          hint={t.ageHint}
          type="number"
          inputMode="numeric"
          min={CHARACTER_AGE_MIN}
          max={CHARACTER_AGE_MAX}
          step={1}
          error={errors.age?.message}
          {...register('age')}
        />
        <ChoiceGroup
          legend={t.gender}
          options={genders.map((g) => ({ value: g, label: t.genders[g] }))}
          error={errors.gender?.message}
          input={register('gender')}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold text-slate-900">{t.looks}</legend>
        <TextField
          label={t.hairColor}
          hint={t.hairHint}
          note={notes.hairColor}
          maxLength={CHARACTER_LIMITS.color}
          error={errors.hairColor?.message}
          {...register('hairColor')}
        />
        <TextField
          label={t.eyeColor}
          hint={t.eyeHint}
          note={notes.eyeColor}
          maxLength={CHARACTER_LIMITS.color}
          error={errors.eyeColor?.message}
          {...register('eyeColor')}
        />
        <div className="sm:col-span-2">
          <ChoiceGroup
            legend={t.hairStyle}
            options={[{ value: '', label: t.hairStyleFromText }, ...hairStyles.map((s) => ({ value: s, label: t.hairStyles[s] }))]}
            error={errors.features?.hairStyle?.message}
            input={register('features.hairStyle')}
          />
        </div>
        <div className="sm:col-span-2">
          <ChoiceGroup
            legend={t.skinColor}
            options={skinColors.map((s) => ({
              value: s,
              label: t.skinColors[s],
              adornment: <span aria-hidden="true" className={`size-5 shrink-0 rounded-full ring-1 ring-slate-900/15 ${skinSwatch[s]}`} />,
            }))}
            error={errors.skinColor?.message}
            input={register('skinColor')}
          />
        </div>
        <TextField
          className="sm:col-span-2"
          label={t.outfit}
          hint={t.outfitHint}
          note={notes.outfit}
          maxLength={CHARACTER_LIMITS.outfit}
          error={errors.outfit?.message}
          {...register('outfit')}
        />
        <div className="sm:col-span-2">
          <CheckGroup
            legend={t.wears}
            options={[
              { label: t.glasses, input: register('features.glasses') },
              { label: t.headscarf, input: register('features.headscarf') },
            ]}
          />
        </div>
        <div className="sm:col-span-2">
          <ChoiceGroup
            legend={t.ears}
            options={earWears.map((e) => ({ value: e, label: t.earWears[e] }))}
            error={errors.features?.ears?.message}
            input={register('features.ears')}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-xl font-semibold text-slate-900">{t.personality}</legend>
        <TextField
          label={t.characteristics}
          hint={t.characteristicsHint}
          error={errors.characteristics?.message}
          {...register('characteristics')}
        />
        <TextField
          label={t.companion}
          hint={t.companionHint}
          note={notes.companion}
          maxLength={CHARACTER_LIMITS.companion}
          error={errors.companion?.message}
          {...register('companion')}
        />
      </fieldset>
    </div>
  );
}

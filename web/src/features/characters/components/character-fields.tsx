import { CHARACTER_AGE_MAX, CHARACTER_AGE_MIN } from '@shared/constants';
import { da } from '@shared/messages.da';
import { CHARACTER_LIMITS, genders, skinColors } from '@shared/schemas';
import { TextField } from '@web/components/ui/text-field';
import type { UseFormReturn } from 'react-hook-form';
import type { CharacterFormValues } from '../schemas';
import { ChoiceGroup } from './choice-group';

const t = da.characters;

/** Swatches beside the skin colour words, so the choice is also visible at a glance. */
const skinSwatch: Record<(typeof skinColors)[number], string> = {
  lys: 'bg-[#f6d3b0]',
  medium: 'bg-[#d08b5b]',
  mørk: 'bg-[#ae5d29]',
  'meget mørk': 'bg-[#614335]',
};

/** The fields of a character, shared by "Opret Avatar" and "Rediger Avatar". */
export function CharacterFields<T>({ form }: { form: UseFormReturn<CharacterFormValues, unknown, T> }) {
  const { register, formState } = form;
  const { errors } = formState;
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
        <TextField label={t.hairColor} hint={t.hairHint} maxLength={CHARACTER_LIMITS.color} error={errors.hairColor?.message} {...register('hairColor')} />
        <TextField label={t.eyeColor} hint={t.eyeHint} maxLength={CHARACTER_LIMITS.color} error={errors.eyeColor?.message} {...register('eyeColor')} />
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
          maxLength={CHARACTER_LIMITS.outfit}
          error={errors.outfit?.message}
          {...register('outfit')}
        />
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-xl font-semibold text-slate-900">{t.personality}</legend>
        <TextField label={t.characteristics} hint={t.characteristicsHint} error={errors.characteristics?.message} {...register('characteristics')} />
        <TextField
          label={t.companion}
          hint={t.companionHint}
          maxLength={CHARACTER_LIMITS.companion}
          error={errors.companion?.message}
          {...register('companion')}
        />
      </fieldset>
    </div>
  );
}

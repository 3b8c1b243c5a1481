import { zodResolver } from '@hookform/resolvers/zod';
import { groupStoryMessages as g, storyMessages as t } from '@shared/messages.da';
import { GROUP_LIMITS, storyGroupFieldsSchema, type StoryCreateRequest, storyTextSchema } from '@shared/schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { BookOpenText, FileText } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useForm, type UseFormRegister, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCreateStoryFlow } from '../hooks/use-create-story-flow';
import { GroupMembersPicker } from './group-members-picker';
import { type FactsDraft, factsDraftSchema, newFactsDraft, setAnswer, StoryFactsFields } from './story-facts-fields';
import { StoryWhenFields } from './story-when-fields';
import { useSite } from '@web/lib/site';

/** The same rules the server applies to the title, the description, a group's name and ages, and the fact answers. */
const formSchema = storyTextSchema.extend({
  group: storyGroupFieldsSchema.refine((v) => v.ageFrom <= v.ageTo, { error: g.ageOrder, path: ['ageTo'] }).optional(),
  facts: factsDraftSchema,
  shareTraits: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** What the page keeps of the title and description while the user switches between a child and a group. */
export interface StoryDraft {
  title: string;
  description: string;
}

export type StorySubject = { storyType: 'individual'; characterId: string } | { storyType: 'group'; initialMembers: string[] };

const AGES = Array.from({ length: 12 }, (_, i) => i + 1);
const DEFAULT_AGES = { ageFrom: 4, ageTo: 6 };

function AgeSelect({ label, error, ...field }: { label: string; error?: boolean } & ReturnType<UseFormRegister<FormValues>>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-base font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error || undefined}
        className={
          'min-h-12 rounded-xl border bg-white px-3 text-lg text-slate-900 shadow-sm focus:outline-3 focus:outline-offset-1 focus:outline-indigo-600 ' +
          (error ? 'border-rose-600' : 'border-slate-300')
        }
        {...field}
      >
        {AGES.map((age) => (
          <option key={age} value={age}>
            {t.ageYears(age)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The parent's choice that the avatar's traits may go to the AI text service; off until ticked. */
function ShareTraitsField(field: ReturnType<UseFormRegister<FormValues>>) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label
        className={
          'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 text-lg text-slate-800 shadow-sm transition-colors ' +
          'hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 ' +
          'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600'
        }
      >
        <input
          type="checkbox"
          aria-describedby={hintId}
          className="size-5 shrink-0 accent-indigo-600 focus-visible:outline-none"
          {...field}
        />
        {t.shareTraitsLabel}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {t.shareTraitsHint}
      </p>
    </div>
  );
}

/** The group's name and the children's ages. */
function GroupFields({ register, errors }: { register: UseFormRegister<FormValues>; errors: FieldErrors<FormValues> }) {
  const agesError = errors.group?.ageFrom?.message ?? errors.group?.ageTo?.message;
  const hintId = useId();
  const errorId = useId();
  return (
    <>
      <TextField
        label={g.nameLabel}
        hint={g.nameHint}
        autoComplete="off"
        maxLength={GROUP_LIMITS.name}
        error={errors.group?.name?.message}
        {...register('group.name')}
      />
      <fieldset className="flex flex-col gap-1.5" aria-describedby={[hintId, agesError ? errorId : ''].filter(Boolean).join(' ')}>
        <legend className="mb-1.5 text-base font-semibold text-slate-800">{g.agesLegend}</legend>
        <div className="flex flex-wrap gap-4">
          <AgeSelect label={g.ageFromLabel} error={!!errors.group?.ageFrom} {...register('group.ageFrom')} />
          <AgeSelect label={g.ageToLabel} error={!!errors.group?.ageTo} {...register('group.ageTo')} />
        </div>
        <p id={hintId} className="text-sm text-slate-600">
          {g.agesHint}
        </p>
        {agesError ? (
          <p id={errorId} className="text-sm font-medium text-rose-700">
            {agesError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

interface StoryCreateFormProps {
  subject: StorySubject;
  draft?: RefObject<StoryDraft>;
  /** What to say above the buttons at the free limit; `atLimit`: the user has none left, as far as the page knows. */
  limitNotice?: (options: { alert: boolean }) => ReactNode;
  atLimit?: boolean;
}

/**
 * The creation form for one child's story or a group's: the group's details first, then the title
 * and description, then the two ways to create. At the free limit the form stays, with everything
 * typed, and the limit and the way on are said in place.
 */
export function StoryCreateForm({ subject, draft, limitNotice, atLimit = false }: StoryCreateFormProps) {
  const flow = useCreateStoryFlow();
  const isGroup = subject.storyType === 'group';
  const aiWriter = (useSite().data?.services.text ?? 'offline') !== 'offline';
  const [members, setMembers] = useState<string[]>(isGroup ? subject.initialMembers : []);
  const { register, handleSubmit, formState, watch, control, getValues, setValue } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: draft?.current.title ?? '',
      description: draft?.current.description ?? '',
      group: isGroup ? { name: '', ...DEFAULT_AGES } : undefined,
      facts: newFactsDraft(),
      eventDate: '',
      shareTraits: false,
    },
  });
  const { errors, isSubmitted } = formState;

  // Premium or unlimited access arrived (the page heard it): the limit the server named is gone too.
  const { clearLimit } = flow;
  useEffect(() => {
    if (!atLimit) clearLimit();
  }, [atLimit, clearLimit]);

  // The fact answers are one value of the form, changed by StoryFactsFields and checked with the rest.
  const [title, description, facts] = useWatch({ control, name: ['title', 'description', 'facts'] });
  const updateFacts = useCallback(
    (update: (facts: FactsDraft) => FactsDraft) => {
      const before = getValues('facts');
      const after = update(before);
      if (after !== before) setValue('facts', after, { shouldDirty: true, shouldValidate: isSubmitted });
    },
    [getValues, setValue, isSubmitted],
  );
  // A submit that failed only on the answers: the first wrong answer gets focus, once a folded one is shown
  // (the form focuses the fields it registered itself).
  const formRef = useRef<HTMLFormElement>(null);
  const [factsFocus, setFactsFocus] = useState(0);
  const invalid = (e: FieldErrors<FormValues>) => {
    if (e.facts && !e.title && !e.description && !e.group && !e.eventDate) setFactsFocus((n) => n + 1);
  };
  useEffect(() => {
    if (factsFocus) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [factsFocus]);

  // The title and description stay when the user switches between a child and a group.
  useEffect(() => {
    if (!draft) return;
    const subscription = watch((v) => {
      draft.current = { title: v.title ?? '', description: v.description ?? '' };
    });
    return () => subscription.unsubscribe();
  }, [watch, draft]);

  const request = (values: FormOutput): StoryCreateRequest =>
    subject.storyType === 'group' && values.group
      ? {
          storyType: 'group',
          title: values.title,
          description: values.description,
          facts: values.facts,
          eventDate: values.eventDate ?? null,
          group: { ...values.group, characterIds: members },
        }
      : {
          storyType: 'individual',
          title: values.title,
          description: values.description,
          facts: values.facts,
          eventDate: values.eventDate ?? null,
          characterId: subject.storyType === 'individual' ? subject.characterId : '',
          shareTraits: values.shareTraits,
        };

  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit((values) => flow.withImages(request(values)), invalid)}
        className="flex flex-col gap-5"
        aria-busy={flow.busy || undefined}
      >
        {isGroup ? (
          <>
            <h2 className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{g.aboutGroup}</h2>
            <GroupFields register={register} errors={errors} />
            <GroupMembersPicker chosen={members} onChange={setMembers} />
          </>
        ) : null}
        <TextField
          label={t.titleLabel}
          hint={isGroup ? g.titleHint : t.titleHint}
          autoComplete="off"
          maxLength={120}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label={t.descriptionLabel}
          hint={isGroup ? g.descriptionHint : t.descriptionHint}
          rows={5}
          maxLength={2000}
          error={errors.description?.message}
          {...register('description')}
        />
        <StoryWhenFields
          date={register('eventDate')}
          dateError={errors.eventDate?.message}
          words={facts.when}
          onWords={(text) => updateFacts((d) => setAnswer(d, 'when', text))}
          wordsError={errors.facts?.when?.message}
        />
        <StoryFactsFields value={facts} onChange={updateFacts} title={title} description={description} errors={errors.facts} />
        {/* Only where a story is written by an AI service: the built-in writer sends nothing anywhere. */}
        {isGroup || !aiWriter ? null : <ShareTraitsField {...register('shareTraits')} />}
        {(flow.atLimit || atLimit) && limitNotice ? limitNotice({ alert: flow.atLimit }) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button type="submit" size="lg" busy={flow.pending === 'images'} disabled={flow.busy}>
            {flow.pending === 'images' ? null : <BookOpenText aria-hidden="true" className="size-5" />}
            {t.createWithImages}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            busy={flow.pending === 'text'}
            disabled={flow.busy}
            aria-describedby="without-images-hint"
            onClick={handleSubmit((values) => flow.withoutImages(request(values)), invalid)}
          >
            {flow.pending === 'text' ? null : <FileText aria-hidden="true" className="size-5" />}
            {t.createWithoutImages}
          </Button>
        </div>
        <p id="without-images-hint" className="text-sm text-slate-600">
          {t.createWithoutImagesHint}
        </p>
      </form>
    </Card>
  );
}

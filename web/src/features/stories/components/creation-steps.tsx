import { groupStoryMessages, storyMessages as t } from '@shared/messages.da';

/** The explanatory five-step box: how a story comes to be (for a child, or for a group). */
export function CreationSteps({ group = false }: { group?: boolean }) {
  const steps = group ? groupStoryMessages.steps : t.steps;
  return (
    <section aria-labelledby="creation-steps-title" className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-6">
      <h2 id="creation-steps-title" className="text-xl font-semibold text-slate-900">
        {t.stepsTitle}
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-700 text-base font-bold text-white"
            >
              {i + 1}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{step.title}</span>
              <span className="block text-base text-slate-700">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

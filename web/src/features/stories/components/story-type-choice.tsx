import { groupStoryMessages as g } from '@shared/messages.da';
import type { StoryType } from '@shared/schemas';
import { User, Users } from 'lucide-react';

const choices = [
  { value: 'individual', label: g.forOneChild, hint: g.forOneChildHint, Icon: User },
  { value: 'group', label: g.forGroup, hint: g.forGroupHint, Icon: Users },
] as const;

/** 'Til ét barn' or 'Til en gruppe': two large radio cards; the radios stay real for keyboards and screen readers. */
export function StoryTypeChoice({ value, onChange }: { value: StoryType; onChange: (value: StoryType) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold text-slate-900">{g.storyForLegend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ value: choice, label, hint, Icon }) => (
          <label key={choice} className="relative">
            <input
              type="radio"
              name="story-type"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="peer sr-only"
            />
            <span
              className={
                'flex h-full cursor-pointer items-start gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 shadow-sm transition-colors motion-reduce:transition-none ' +
                'hover:border-indigo-300 hover:bg-indigo-50/50 peer-checked:border-indigo-600 peer-checked:bg-indigo-50 ' +
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600'
              }
            >
              <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-800">
                <Icon className="size-6" />
              </span>
              <span>
                <span className="block text-lg font-semibold text-slate-900">{label}</span>
                <span className="block text-base text-slate-700">{hint}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

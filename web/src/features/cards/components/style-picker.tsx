import { CARD_STYLES, type CardStyleId } from '@shared/cards';
import { cardMessages } from '@shared/messages.da';
import { BookOpen, Camera, Droplets, type LucideIcon, Shapes, Smile, Sparkles } from 'lucide-react';

const icons: Record<CardStyleId, LucideIcon> = {
  cartoon: Smile,
  realistic: Camera,
  anime: Sparkles,
  watercolor: Droplets,
  minimalist: Shapes,
  coloring: BookOpen,
};

interface StylePickerProps {
  value: CardStyleId;
  onChange: (style: CardStyleId) => void;
}

/** The six styles as large radio cards; the radios stay real for keyboards and screen readers. */
export function StylePicker({ value, onChange }: StylePickerProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold text-slate-800">{cardMessages.styleLegend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {CARD_STYLES.map((style) => {
          const Icon = icons[style.id];
          return (
            <label key={style.id} className="relative flex">
              <input
                type="radio"
                name="card-style"
                value={style.id}
                checked={value === style.id}
                onChange={() => onChange(style.id)}
                aria-describedby={`card-style-${style.id}-look`}
                className="peer sr-only"
              />
              <span
                className={
                  'flex w-full cursor-pointer flex-col items-start gap-2 rounded-xl border border-slate-300 bg-white p-3 text-slate-800 shadow-sm transition-colors sm:p-4 ' +
                  'sm:flex-row sm:gap-3 hover:border-indigo-300 hover:bg-indigo-50/50 peer-checked:border-indigo-600 peer-checked:bg-indigo-50 peer-checked:ring-1 peer-checked:ring-indigo-600 ' +
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600'
                }
              >
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
                <span className="min-w-0 hyphens-auto">
                  <span className="block text-base font-semibold text-slate-900 sm:text-lg">{style.name}</span>
                  <span id={`card-style-${style.id}-look`} className="mt-0.5 block text-sm text-slate-600">
                    {style.look}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

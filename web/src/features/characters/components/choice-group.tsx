import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface ChoiceGroupProps {
  legend: string;
  options: { value: string; label: string; adornment?: ReactNode }[];
  error?: string;
  /** The registered input's props (react-hook-form's `register(name)`), shared by every radio. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/** A radio group drawn as large, easy-to-hit choices; the radios stay real for keyboards and screen readers. */
export function ChoiceGroup({ legend, options, error, input }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    // The group, not each radio, says it is invalid: ARIA has no aria-invalid on a radio.
    <fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-base font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ value, label, adornment }) => (
          <label key={value} className="relative">
            <input type="radio" value={value} className="peer sr-only" aria-describedby={error ? errorId : undefined} {...input} />
            <span
              className={
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border bg-white px-4 text-lg text-slate-800 shadow-sm transition-colors ' +
                'hover:border-indigo-300 hover:bg-indigo-50/50 peer-checked:border-indigo-600 peer-checked:bg-indigo-50 peer-checked:font-semibold peer-checked:text-indigo-900 ' +
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 ' +
                (error ? 'border-rose-600' : 'border-slate-300')
              }
            >
              {adornment}
              {label}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

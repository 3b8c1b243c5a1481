import type { InputHTMLAttributes, Ref } from 'react';

interface CheckGroupProps {
  legend: string;
  /** Each checkbox with its registered input's props (react-hook-form's `register(name)`). */
  options: { label: string; input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> } }[];
}

/** Checkboxes drawn as large, easy-to-hit choices like ChoiceGroup's; the box itself stays visible. */
export function CheckGroup({ legend, options }: CheckGroupProps) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-base font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ label, input }) => (
          <label
            key={label}
            className={
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 text-lg text-slate-800 shadow-sm transition-colors ' +
              'hover:border-indigo-300 hover:bg-indigo-50/50 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:font-semibold has-checked:text-indigo-900 ' +
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600'
            }
          >
            <input type="checkbox" className="size-5 shrink-0 accent-indigo-600 focus-visible:outline-none" {...input} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

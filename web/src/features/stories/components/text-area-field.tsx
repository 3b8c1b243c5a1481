import { type Ref, type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area whose hint and error are tied to it for screen readers (like TextField). */
export function TextAreaField({ label, error, hint, id, className = '', ref, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId} className="text-base font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={fieldId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'rounded-xl border bg-white px-4 py-3 text-lg leading-relaxed text-slate-900 shadow-sm placeholder:text-slate-500 ' +
          'focus:outline-3 focus:outline-offset-1 focus:outline-indigo-600 ' +
          (error ? 'border-rose-600' : 'border-slate-300')
        }
        {...rest}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { type ReactNode, useId } from 'react';

/** What every field shows around its control. */
export interface FieldText {
  label: string;
  /** The validation message; when set the control is marked invalid and points to it. */
  error?: string;
  hint?: string;
  /** Said under the hint and read with it, e.g. what the form makes of the text typed so far. */
  note?: ReactNode;
}

/** What the control needs to be tied to its label, hint and error for screen readers. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps extends FieldText {
  id?: string;
  className?: string;
  /** The hint above the control rather than below: a tall text area would push it out of sight. */
  hintAbove?: boolean;
  children: (control: FieldControl) => ReactNode;
}

/** A label, a hint and an error around one control (TextField, TextAreaField). */
export function Field({ label, error, hint, note, id, className = '', hintAbove = false, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const noteId = note ? `${controlId}-note` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  const hintText = hint ? (
    <p id={hintId} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={controlId} className="text-base font-semibold text-slate-800">
        {label}
      </label>
      {hintAbove ? hintText : null}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintAbove ? null : hintText}
      {note ? (
        <div id={noteId} className="text-sm text-slate-700">
          {note}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look an input or text area shares: a rounded box, red-edged while its value is wrong. */
export function controlClasses(error: string | undefined) {
  return (
    'rounded-xl border bg-white px-4 text-lg text-slate-900 shadow-sm placeholder:text-slate-500 ' +
    'focus:outline-3 focus:outline-offset-1 focus:outline-indigo-600 ' +
    (error ? 'border-rose-600' : 'border-slate-300')
  );
}

import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldText, controlClasses } from './field';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldText & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled text area, its hint above it, tied to its hint and error for screen readers. */
export function TextAreaField({ label, error, hint, note, id, className, ref, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} note={note} id={id} className={className} hintAbove>
      {(control) => <textarea {...control} ref={ref} className={`py-3 leading-relaxed ${controlClasses(error)}`} {...rest} />}
    </Field>
  );
}

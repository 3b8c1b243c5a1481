import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldText, controlClasses } from './field';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldText & { ref?: Ref<HTMLInputElement> };

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, error, hint, note, id, className, ref, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} note={note} id={id} className={className}>
      {(control) => <input {...control} ref={ref} className={`min-h-12 py-2 ${controlClasses(error)}`} {...rest} />}
    </Field>
  );
}

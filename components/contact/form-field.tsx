import { Fragment, type ChangeEvent, type ReactNode } from 'react';
import type { ContactFieldText } from '@/lib/contact/schema';
import { labelParts } from '@/lib/contact/texts';
import type { ContactFormValues } from '@/lib/contact/validation';

type Field = keyof ContactFormValues;

interface FormFieldProps {
  field: Field;
  text: ContactFieldText;
  /** How the language writes a label with its hint ("{label} ({hint})"; content's labelWithHint). */
  labelWithHint: string;
  value: string;
  /** The validation message to show, if any. */
  error?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  onChange: (field: Field, value: string) => void;
  /** Shown under the field and read with it after the formats (the message's character counter). */
  note?: { id: string; content: ReactNode };
  /** Until the form's script runs: a submit then would post to the static host. */
  disabled?: boolean;
}

/** One labelled field of the contact form, with its message and accepted formats tied to it (aria-invalid, aria-describedby). */
export function FormField({ field, text, labelWithHint, value, error, required, multiline, type = 'text', autoComplete, onChange, note, disabled }: FormFieldProps) {
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const formatId = `${id}-format`;
  // The error first: it is what the visitor must fix; the accepted formats follow.
  const describedBy = [error ? errorId : null, text.format ? formatId : null, note ? note.id : null].filter(Boolean).join(' ') || undefined;
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.target.value);
  const common = {
    id,
    name: field,
    value,
    required,
    disabled,
    autoComplete,
    placeholder: text.placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: handle,
    className:
      'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition-colors placeholder:text-slate-500 focus:border-accent-dark focus:ring-2 focus:ring-accent ' +
      (error ? 'border-red-600' : 'border-slate-400'),
  };
  return (
    <div className={multiline ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {/* The hint and its brackets as the language writes them ("公司（选填）"), lighter than the label. */}
        {labelParts(labelWithHint, text).map((part, i) =>
          part.isLabel ? (
            <Fragment key={i}>
              {part.text}
              {required ? (
                <span aria-hidden="true" className="text-red-700">
                  {' *'}
                </span>
              ) : null}
            </Fragment>
          ) : (
            <span key={i} className="font-normal text-slate-600">
              {part.text}
            </span>
          ),
        )}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {text.format ? (
        <p id={formatId} className="mt-1 text-sm text-slate-600">
          {text.format}
        </p>
      ) : null}
      {note?.content}
    </div>
  );
}

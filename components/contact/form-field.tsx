import { Fragment, useEffect, useEffectEvent, useRef, type ChangeEvent, type ReactNode } from 'react';
import type { ContactFieldText } from '@/lib/contact/schema';
import { labelParts } from '@/lib/contact/texts';
import { fittingInsertion, type ContactFormValues } from '@/lib/contact/validation';

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

/**
 * Stops an insertion (a paste, a drop, typed or filled-in text) that would take the field past the most it holds
 * (lib/contact/validation.ts, keptLength) before it lands, and inserts as much of it as fits instead. Before,
 * not after: the browser lays a text out as it inserts it, and megabytes of it hold the page for seconds (and,
 * with accessibility on, for tens of seconds on every keystroke after). `changed` gets the field's new value.
 */
function holdWithinLimit(control: HTMLInputElement | HTMLTextAreaElement, field: Field, changed: (value: string) => void) {
  const onBeforeInput = (event: Event) => {
    if (!(event instanceof InputEvent)) return;
    const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
    if (inserted === null || !event.cancelable) return;
    // An e-mail field has no selection to read (null): what is inserted then goes at its end, so nothing typed is lost.
    const start = control.selectionStart ?? control.value.length;
    const end = control.selectionEnd ?? start;
    const fits = fittingInsertion(field, control.value, start, end, inserted);
    if (fits === inserted) return;
    event.preventDefault();
    if (control.selectionStart === null) control.value = `${control.value}${fits}`;
    else control.setRangeText(fits, start, end, 'end');
    changed(control.value);
  };
  control.addEventListener('beforeinput', onBeforeInput);
  return () => control.removeEventListener('beforeinput', onBeforeInput);
}

/** One labelled field of the contact form, with its message and accepted formats tied to it (aria-invalid, aria-describedby). */
export function FormField({ field, text, labelWithHint, value, error, required, multiline, type = 'text', autoComplete, onChange, note, disabled }: FormFieldProps) {
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const changed = useEffectEvent((next: string) => onChange(field, next));
  useEffect(() => {
    if (control.current) return holdWithinLimit(control.current, field, changed);
  }, [field]);
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const formatId = `${id}-format`;
  // The error first: it is what the visitor must fix; the accepted formats follow.
  const describedBy = [error ? errorId : null, text.format ? formatId : null, note ? note.id : null].filter(Boolean).join(' ') || undefined;
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.target.value);
  const common = {
    ref: control,
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

'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactContent } from '@/lib/contact/texts';
import type { ContactFormValues } from '@/lib/contact/validation';
import { clearDraft, draftStorage, mergeDraft, readDraft, saveDraft } from '@/lib/contact/draft';
import { contactMailto, withEmail } from '@/lib/contact/mailto';
import { messageCounter, outcomeView, tooLongMessage } from '@/lib/contact/texts';
import { HONEYPOT_FIELD, sendContactForm } from '@/lib/contact/emailjs';
import { emailJsSettings } from '@/lib/contact/emailjs-config';
import {
  EMPTY_CONTACT_VALUES,
  clearFieldError,
  firstInvalidField,
  normaliseContactValues,
  validateContactForm,
  type ContactErrors,
} from '@/lib/contact/validation';
import { FormField } from './form-field';
import { SendAlert, type SendOutcomeView } from './send-alert';

type Field = keyof ContactFormValues;

/**
 * The "Get in Touch" form: idle -> invalid (fields flagged, nothing sent) or sending ("Sending...",
 * disabled) -> success (green alert, everything cleared) or failure (red alert, input kept, and the message
 * offered as a ready e-mail to `email`) -> idle. A send with no answer in time is a failure. A send stopped
 * by the throttle right after a sent message, or refused by the service as too many, says to wait and for
 * how long instead. After a send, focus moves to the outcome. What the visitor types is kept as a draft for
 * the tab (it survives a reload) until the message is sent. Browser validation is off; the rules run on
 * submit. Until hydrated the controls are disabled: a submit then would post to the static host, which
 * answers with an error page (without JavaScript the form is hidden and the e-mail note shows instead).
 */
export function ContactForm({ texts, email }: { texts: ContactContent; email: string }) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<SendOutcomeView | null>(null);
  const [hydrated, setHydrated] = useState(false);
  // The counter's spoken form: it changes only at a few steps, not with every keystroke.
  const [counterSpoken, setCounterSpoken] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Guards against a second submit before React has re-rendered the disabled button (double click, Enter).
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const draftRead = useRef(false);

  // First run: bring back the tab's draft (after hydration, so the pre-rendered form matches). Then every
  // change is saved; an emptied form removes the draft.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the controls are enabled once React handles the submit
    setHydrated(true);
  }, []);

  useEffect(() => {
    const storage = draftStorage();
    if (!draftRead.current) {
      draftRead.current = true;
      const draft = readDraft(storage);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration; the pre-rendered form is empty
      if (draft) setValues((current) => mergeDraft(current, draft));
      return;
    }
    saveDraft(storage, values);
  }, [values]);

  const onChange = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
    if (field === 'message') {
      const { step, text } = messageCounter(texts, value);
      if (step !== messageCounter(texts, values.message).step) setCounterSpoken(step ? text : '');
    }
  };

  /** Shows the outcome and moves focus to it (the send button may be disabled, and focus would be lost). */
  const showOutcome = (outcome: SendOutcomeView) => {
    flushSync(() => setStatus(outcome));
    outcomeRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formRef.current;
    if (inFlight.current || !form) return;
    const found = validateContactForm(values);
    const first = firstInvalidField(found);
    if (first) {
      flushSync(() => {
        setErrors(found);
        setStatus(null);
      });
      const target = form.elements.namedItem(first);
      if (target instanceof HTMLElement) target.focus();
      return;
    }
    inFlight.current = true;
    // Render the trimmed values and the sending state before sendForm reads the form.
    flushSync(() => {
      setErrors({});
      setValues(normaliseContactValues(values));
      setStatus(null);
      setSending(true);
    });
    const outcome = await sendContactForm(form, emailJsSettings);
    inFlight.current = false;
    setSending(false);
    if (outcome.ok) {
      clearDraft(draftStorage());
      setValues(EMPTY_CONTACT_VALUES);
      setErrors({});
      setCounterSpoken('');
    }
    showOutcome(outcomeView(texts, outcome));
  };

  const message = (field: Field) => {
    const code = errors[field];
    if (code === 'tooLong') return tooLongMessage(texts, field, values[field]);
    return code ? texts.errors[code] : undefined;
  };
  const counter = messageCounter(texts, values.message);
  const field = (name: Field) => ({
    field: name,
    text: texts.form.fields[name],
    value: values[name],
    error: message(name),
    onChange,
  });

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-heading"
      data-contact-form=""
      className="relative max-w-3xl"
    >
      <p className="mb-6 text-sm text-slate-600">{texts.form.requiredNote}</p>
      {/* Disabled until hydrated; the inputs set their own colours, so nothing changes when it is enabled. */}
      <fieldset disabled={!hydrated} className="contents">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('name')} required autoComplete="name" />
          <FormField {...field('email')} required type="email" autoComplete="email" />
          <FormField {...field('phone')} required type="tel" autoComplete="tel" />
          <FormField {...field('company')} autoComplete="organization" />
          <FormField
            {...field('message')}
            multiline
            autoComplete="off"
            note={{
              id: 'contact-message-counter',
              content: (
                // The line is always there (empty until the message nears its limit), so nothing moves when it shows.
                <p
                  id="contact-message-counter"
                  className={`mt-1 min-h-5 text-sm ${counter.over ? 'font-medium text-red-700' : 'text-slate-600'}`}
                >
                  {counter.visible ? counter.text : ''}
                </p>
              ),
            }}
          />
          <p aria-live="polite" className="sr-only">
            {counterSpoken}
          </p>
        </div>
        {/* Honeypot: off-screen and out of the tab order; a filled value means a bot, and nothing is sent. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor="contact-botcheck">{texts.form.honeypotLabel}</label>
          <input id="contact-botcheck" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="submit"
          disabled={sending || !hydrated}
          // The look follows sending, not :disabled: before hydration the button looks as it will a moment later.
          className={`mt-6 inline-flex min-w-40 items-center justify-center rounded-md bg-accent px-6 py-3 font-semibold text-navy transition-colors hover:bg-accent-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy ${sending ? 'cursor-not-allowed opacity-70' : ''}`}
        >
          {sending ? texts.form.sending : texts.form.submit}
        </button>
      </fieldset>
      <SendAlert
        outcome={status}
        focusRef={outcomeRef}
        fallback={{
          lead: texts.fallback.lead,
          label: withEmail(texts.fallback.link, email),
          href: contactMailto(email, values, texts.form.fields, texts.fallback.subject),
        }}
      />
    </form>
  );
}

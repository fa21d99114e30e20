'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactContent } from '@/lib/contact/texts';
import type { ContactFormValues } from '@/lib/contact/validation';
import { clearDraft, draftStorage, mergeDraft, readDraft, saveDraft } from '@/lib/contact/draft';
import { trackContactOutcome } from '@/lib/analytics/contact';
import { contactMailto, withEmail } from '@/lib/contact/mailto';
import { messageCounter, outcomeView, tooLongMessage } from '@/lib/contact/texts';
import {
  CONTACT_SEND_TIMEOUT_MS,
  HONEYPOT_FIELD,
  PHONE_INTERNATIONAL_FIELD,
  loadEmailJs,
  reportTimedOut,
  sendContactForm,
  type SendOutcome,
} from '@/lib/contact/emailjs';
import { emailJsSettings } from '@/lib/contact/emailjs-config';
import { loadPhoneRules, loadedPhoneReader } from '@/lib/contact/phone-rules';
import { IDLE_SEND_STATE, isSending, nextSendState, type SendEvent } from '@/lib/contact/send-tracker';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  clearFieldError,
  firstInvalidField,
  isTooLong,
  keptValue,
  normaliseContactValues,
  roughPhoneReader,
  validateContactForm,
  type ContactErrors,
  type PhoneReader,
} from '@/lib/contact/validation';
import { FormField } from './form-field';
import { SendAlert, type SendOutcomeView } from './send-alert';

type Field = keyof ContactFormValues;

/** What the form holds now: what sendForm would send (the inputs are controlled, so this is also the state). */
function formValues(form: HTMLFormElement): ContactFormValues {
  const read = (field: Field) => {
    const control = form.elements.namedItem(field);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
  };
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, read(field)])) as unknown as ContactFormValues;
}

/**
 * The phone reader for the edition's country: the phone rules when they are here, else a rough check (see
 * roughPhoneReader), used only after fetching the rules failed, so our own missing file never stops a visitor.
 */
function phoneReaderNow(country: string): PhoneReader {
  return loadedPhoneReader(country) ?? roughPhoneReader;
}

/**
 * The "Get in Touch" form: idle -> invalid (fields flagged, nothing sent) or sending ("Sending...",
 * disabled) -> success (green alert, everything cleared) or failure (red alert, input kept, and the message
 * offered as a ready e-mail to `email`) -> idle. A send with no answer in time is shown as a failure, but the
 * request is still tracked (lib/contact/send-tracker.ts): a late success is shown as a success, and a retry
 * while it is out waits for it instead of delivering the message twice. A send stopped by the throttle right
 * after a sent message, or refused by the service as too many, says to wait and for how long instead. After a
 * send, focus moves to the outcome. What the visitor types is kept whole, never cut at a field's limit: a field
 * over its limit says at once how much to shorten, and submit is refused until it fits. It is kept as a draft
 * for the tab (it survives a reload) until the message is sent. Browser validation is off; the rules run on
 * submit. The phone number is read by the phone rules with the edition's country for national numbers; they
 * are fetched with the form's first focus (a submit before they are here waits for them), and the message
 * carries the number as typed and in international form. Until hydrated the controls are disabled: a submit
 * then would post to the static host, which answers with an error page (without JavaScript the form is hidden
 * and the e-mail note shows instead).
 */
export function ContactForm({ texts, email }: { texts: ContactContent; email: string }) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<SendOutcomeView | null>(null);
  const [hydrated, setHydrated] = useState(false);
  // Read out politely: the counter at a few steps (not with every keystroke), and a field that just went over its limit.
  const [spoken, setSpoken] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The request on its way and the submit waiting for it. A ref, not state: a double click or Enter must see
  // the first submit before React has re-rendered, and late answers and timers read it long after.
  const tracker = useRef(IDLE_SEND_STATE);
  const limitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const draftRead = useRef(false);
  // The phone rules, once fetched: they write the number's international form into the message (and the e-mail
  // offered after a failure). Until then that form is empty; a submit waits for them (or for their failure).
  const [readPhone, setReadPhone] = useState<PhoneReader>();
  // A submit waiting for the phone rules to arrive: further submits (a double click, Enter) are the same one.
  const awaitingRules = useRef(false);

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

  useEffect(() => () => clearTimeout(limitTimer.current), []);

  const onChange = (field: Field, typed: string) => {
    // Held within what a field takes: its input stops a long paste before it lands; this catches any other way in.
    const value = keptValue(field, values[field], typed);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
    if (field === 'message') {
      const { step, text } = messageCounter(texts, value);
      if (step !== messageCounter(texts, values.message).step) setSpoken(step ? text : '');
    } else if (isTooLong(field, value) && !isTooLong(field, values[field])) {
      setSpoken(tooLongMessage(texts, field, value));
    }
  };

  /**
   * The rules on `current`: when any fails, the fields are flagged, focus goes to the first, and false comes
   * back. An earlier request still out is left alone.
   */
  const passes = (form: HTMLFormElement, current: ContactFormValues) => {
    const found = validateContactForm(current, phoneReaderNow(texts.phoneCountry));
    const first = firstInvalidField(found);
    if (!first) return true;
    flushSync(() => {
      setErrors(found);
      setStatus(null);
    });
    const target = form.elements.namedItem(first);
    if (target instanceof HTMLElement) target.focus();
    return false;
  };

  /**
   * Shows an outcome and moves focus to it (the send button may be disabled, and focus would be lost). Any
   * success clears the form and the draft. A late success, which nobody was waiting for, takes focus only from
   * the previous outcome or from nowhere: the visitor may be typing elsewhere, and the status region announces it.
   */
  const showOutcome = (outcome: SendOutcome, late: boolean) => {
    const focused = document.activeElement;
    const takeFocus = !late || !focused || focused === document.body || Boolean(outcomeRef.current?.contains(focused));
    trackContactOutcome(outcome);
    if (outcome.ok) {
      clearDraft(draftStorage());
      setValues(EMPTY_CONTACT_VALUES);
      setErrors({});
      setSpoken('');
    }
    flushSync(() => setStatus(outcomeView(texts, outcome)));
    if (takeFocus) outcomeRef.current?.focus();
  };

  const startLimit = (wait: number) => {
    clearTimeout(limitTimer.current);
    limitTimer.current = setTimeout(() => dispatch({ type: 'limit', wait }), CONTACT_SEND_TIMEOUT_MS);
  };

  /** Sends what the form holds now, if it still passes the rules (a resend comes after a wait, and the visitor may have typed meanwhile). */
  const send = (request: number) => {
    const form = formRef.current;
    const current = form && formValues(form);
    if (!form || !current || !passes(form, current)) return false;
    // Render the trimmed values and the sending state before sendForm reads the form.
    flushSync(() => {
      setErrors({});
      setValues(normaliseContactValues(current));
      setStatus(null);
      setSending(true);
    });
    void sendContactForm(form, emailJsSettings).then((outcome) => dispatch({ type: 'answer', request, outcome }));
    return true;
  };

  /** Moves the tracker on and carries out what it asks for. */
  function dispatch(event: SendEvent<SendOutcome>) {
    const { state, effect } = nextSendState(tracker.current, event);
    tracker.current = state;
    setSending(isSending(state));
    switch (effect.type) {
      case 'send':
        if (send(effect.request)) startLimit(effect.wait);
        else dispatch({ type: 'cancel', request: effect.request });
        return;
      case 'wait':
        // Nothing goes out: the earlier request may still deliver this very message.
        flushSync(() => {
          setErrors({});
          setStatus(null);
          setSending(true);
        });
        startLimit(effect.wait);
        return;
      case 'timedOut':
        showOutcome(reportTimedOut(), false);
        return;
      case 'show':
        clearTimeout(limitTimer.current);
        showOutcome(effect.outcome, effect.late);
        return;
      case 'none':
        return;
    }
  }

  /** Starts fetching the phone rules; they arrive with the form's first focus, long before a visitor sends. */
  const fetchPhoneRules = () =>
    loadPhoneRules().then((rules) => {
      const reader = rules.phoneReader(texts.phoneCountry);
      setReadPhone(() => reader);
      return reader;
    });

  /** Starts fetching the e-mail client and the phone rules; a failure here is left to the send, which tries again and reports it. */
  const preloadSending = () => {
    loadEmailJs().catch(() => undefined);
    fetchPhoneRules().catch(() => undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formRef.current;
    // A submit already waits for an outcome or for the phone rules (double click, Enter): it speaks for this one too.
    if (!form || isSending(tracker.current) || awaitingRules.current) return;
    if (loadedPhoneReader(texts.phoneCountry)) {
      if (passes(form, values)) dispatch({ type: 'submit' });
      return;
    }
    // Sent before the phone rules arrived (the click that focused the form started fetching them): the button
    // says it is sending while they come, then the rules run on what the form holds by then.
    awaitingRules.current = true;
    setSending(true);
    void fetchPhoneRules()
      .catch(() => undefined)
      .then(() => {
        awaitingRules.current = false;
        setSending(false);
        if (passes(form, formValues(form))) dispatch({ type: 'submit' });
      });
  };

  const message = (field: Field) => {
    const code = errors[field];
    // Over the limit is said at once, not only on submit: the text is kept whole, and the visitor must know.
    if (code === 'tooLong' || isTooLong(field, values[field])) return tooLongMessage(texts, field, values[field]);
    return code ? texts.errors[code] : undefined;
  };
  const counter = messageCounter(texts, values.message);
  const field = (name: Field) => ({
    field: name,
    text: texts.form.fields[name],
    labelWithHint: texts.form.labelWithHint,
    value: values[name],
    error: message(name),
    onChange,
    disabled: !hydrated,
  });
  // Filled as the visitor types, so it is in the form when sendForm reads it (send() renders the trimmed values first).
  const phoneInternational = readPhone?.(values.phone.trim()).international ?? '';

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      // The sending code arrives while the visitor writes, not with the page.
      onFocus={preloadSending}
      aria-labelledby="contact-heading"
      data-contact-form=""
      className="relative max-w-3xl"
    >
      <p className="mb-6 text-sm text-slate-600">{texts.form.requiredNote}</p>
      {/* Each control is disabled until hydrated (no unnamed group around them); the inputs set their own
          colours, so nothing changes when they are enabled. */}
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
          {spoken}
        </p>
      </div>
      {/* Honeypot: off-screen and out of the tab order; a filled value means a bot, and nothing is sent. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-botcheck">{texts.form.honeypotLabel}</label>
        <input id="contact-botcheck" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* The number in international form, for sales to call back from anywhere; sent beside the number as typed. */}
      <input type="hidden" name={PHONE_INTERNATIONAL_FIELD} value={phoneInternational} />
      <button
        type="submit"
        disabled={sending || !hydrated}
        // The look follows sending, not :disabled: before hydration the button looks as it will a moment later.
        className={`mt-6 inline-flex min-w-40 items-center justify-center rounded-md bg-accent px-6 py-3 font-semibold text-navy transition-colors hover:bg-accent-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy ${sending ? 'cursor-not-allowed opacity-70' : ''}`}
      >
        {sending ? texts.form.sending : texts.form.submit}
      </button>
      <SendAlert
        outcome={status}
        focusRef={outcomeRef}
        fallback={{
          lead: texts.fallback.lead,
          label: withEmail(texts.fallback.link, email),
          href: contactMailto(email, values, texts.form.fields, texts.fallback.subject, phoneInternational),
        }}
      />
    </form>
  );
}

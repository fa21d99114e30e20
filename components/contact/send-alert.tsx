import type { Ref } from 'react';
import type { OutcomeView } from '@/lib/contact/texts';

interface Fallback {
  lead: string;
  label: string;
  /** mailto: link with the visitor's message. */
  href: string;
}

/**
 * What became of a send: `success`; `failure` (the service did not take it; with a hint when the service was
 * busy); `wait` (stopped by the throttle right after a sent message: nothing is wrong, only too soon).
 */
export type SendOutcomeView = OutcomeView;

/**
 * The outcome of a send, in two live regions that are always in the page (so screen readers announce the
 * text when it appears): success in a polite status region (green), anything else in an alert region (red
 * for a failure, amber for "wait"). A failure also offers the message as a ready e-mail,
 * so a lead is never stranded when sending cannot work. `focusRef` gets the shown message, which the form
 * focuses after a send, so keyboard and screen-reader users land on it.
 */
export function SendAlert({ outcome, fallback, focusRef }: { outcome: SendOutcomeView | null; fallback: Fallback; focusRef?: Ref<HTMLDivElement> }) {
  const box = 'rounded-md border-l-4 px-4 py-3 font-medium focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy';
  const success = outcome?.kind === 'success';
  const tone = outcome?.kind === 'failure' ? 'border-red-600 bg-red-50 text-red-900' : 'border-amber-600 bg-amber-50 text-amber-950';
  return (
    <div className="mt-6 empty:hidden">
      <div role="status" aria-atomic="true">
        {outcome && success ? (
          <div ref={focusRef} tabIndex={-1} data-outcome="success" className={`${box} border-green-600 bg-green-50 text-green-900`}>
            <p>{outcome.message}</p>
          </div>
        ) : null}
      </div>
      <div role="alert" aria-atomic="true">
        {outcome && !success ? (
          <div ref={focusRef} tabIndex={-1} data-outcome={outcome.kind} className={`${box} ${tone}`}>
            <p>{outcome.message}</p>
            {outcome.hint ? <p className="mt-1 font-normal">{outcome.hint}</p> : null}
            {outcome.kind === 'wait' ? null : (
              <p className="mt-2 font-normal">
                {fallback.lead}{' '}
                <a href={fallback.href} className="font-semibold text-red-900 underline underline-offset-2 hover:no-underline">
                  {fallback.label}
                </a>
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

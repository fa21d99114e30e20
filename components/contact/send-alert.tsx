import type { SendStatus } from '@/content/types';

interface Fallback {
  lead: string;
  label: string;
  /** mailto: link with the visitor's message. */
  href: string;
}

/**
 * The outcome of a send, in two live regions that are always in the page (so screen readers announce the
 * text when it appears): success in a polite status region (green), failure in an alert region (red). A
 * failure also offers the message as a ready e-mail, so a lead is never stranded when sending cannot work.
 */
export function SendAlert({ status, fallback }: { status: SendStatus | null; fallback: Fallback }) {
  const box = 'rounded-md border-l-4 px-4 py-3 font-medium';
  return (
    <div className="mt-6 empty:hidden">
      <div role="status" aria-atomic="true">
        {status?.success ? (
          <p data-outcome="success" className={`${box} border-green-600 bg-green-50 text-green-900`}>
            {status.message}
          </p>
        ) : null}
      </div>
      <div role="alert" aria-atomic="true">
        {status && !status.success ? (
          <div data-outcome="failure" className={`${box} border-red-600 bg-red-50 text-red-900`}>
            <p>{status.message}</p>
            <p className="mt-2 font-normal">
              {fallback.lead}{' '}
              <a href={fallback.href} className="font-semibold text-red-900 underline underline-offset-2 hover:no-underline">
                {fallback.label}
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

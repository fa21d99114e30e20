import type { SendStatus } from '@/content/types';

/**
 * The outcome of a send, in two live regions that are always in the page (so screen readers announce the
 * text when it appears): success in a polite status region (green), failure in an alert region (red).
 */
export function SendAlert({ status }: { status: SendStatus | null }) {
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
          <p data-outcome="failure" className={`${box} border-red-600 bg-red-50 text-red-900`}>
            {status.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

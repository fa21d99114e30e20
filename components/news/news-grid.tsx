import type { ReactNode } from 'react';

/** The responsive card grid of the news list (one, two or three columns). */
export function NewsGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

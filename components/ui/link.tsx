'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';
import { intentHandlers, isPrefetchable } from '@/lib/ui/prefetch-intent';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * The site's link to one of its own pages: Next's client navigation, with the page fetched ahead only once the
 * visitor shows intent (the pointer or keyboard focus resting on the link; lib/ui/prefetch-intent.ts), never
 * because the link scrolled into view. Every in-site link uses it, so no page downloads others' data on its own.
 */
export function Link({ href, onPointerEnter, onPointerLeave, onFocus, onBlur, ...props }: LinkProps) {
  const router = useRouter();
  const intent = useMemo(() => (isPrefetchable(href) ? intentHandlers(() => router.prefetch(href)) : null), [href, router]);
  useEffect(() => () => intent?.cancel(), [intent]);
  return (
    <NextLink
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        intent?.onPointerEnter(event);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        intent?.onPointerLeave();
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        intent?.onFocus(event.currentTarget.matches(':focus-visible'));
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        intent?.onBlur();
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

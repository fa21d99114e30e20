import { Link, type LinkProps } from './link';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/ui/cn';

/**
 * Call-to-action looks. `accent` and `outline-accent` / `outline-white` sit on the dark brand bands (their
 * focus outline is white or accent); `navy` and `outline-navy` sit on light backgrounds.
 */
const VARIANTS = {
  accent: 'rounded-md bg-accent text-navy hover:bg-accent-light',
  navy: 'rounded-md bg-navy text-white hover:bg-navy-mid',
  /** A navy button that lights up in the accent colour (the news "Read more" buttons). */
  'navy-to-accent': 'rounded bg-navy text-white hover:bg-accent hover:text-navy',
  'outline-accent': 'rounded-md border border-accent text-accent hover:bg-accent hover:text-navy',
  'outline-white': 'rounded-md border-2 border-white text-white hover:bg-white hover:text-navy',
  'outline-navy': 'rounded-md border-2 border-navy text-navy hover:bg-navy hover:text-white',
} as const;

/** The focus outline each look gets unless told otherwise: white or accent on the dark bands. */
const FOCUS_RINGS = {
  accent: 'white',
  navy: undefined,
  'navy-to-accent': undefined,
  'outline-accent': 'white',
  'outline-white': 'accent',
  'outline-navy': undefined,
} as const;
const RING_CLASSES = { white: 'focus-ring-white', accent: 'focus-ring-accent' } as const;

const SIZES = {
  md: 'px-6 py-3',
  /** Between the two: a secondary link beside a heading. */
  compact: 'px-5 py-2.5',
  sm: 'px-4 py-2 text-sm',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The focus outline's colour, where the look's own does not stand out from what is behind the button. */
  focusRing?: keyof typeof RING_CLASSES;
  /** Further classes: layout and position only, never a class the look or size already sets. */
  className?: string;
}

/** The classes of a call-to-action; for the rare element that is neither a Button nor a ButtonLink. */
export function buttonClasses({ variant = 'navy', size = 'md', focusRing, className }: ButtonStyle = {}): string {
  const ring = focusRing ?? FOCUS_RINGS[variant];
  return cn(
    'focus-ring inline-flex items-center justify-center gap-2 font-semibold transition-colors',
    VARIANTS[variant],
    ring && RING_CLASSES[ring],
    SIZES[size],
    className,
  );
}

/** A call to action that acts on the page. */
export function Button({ variant, size, focusRing, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size, focusRing, className })} {...props} />;
}

/** A call to action that goes somewhere: the site's link (client navigation inside the site, fetched ahead on intent). */
export function ButtonLink({ variant, size, focusRing, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size, focusRing, className })} {...props} />;
}

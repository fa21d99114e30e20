import Link from 'next/link';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

/**
 * Call-to-action looks. `accent` and `outline-accent` / `outline-white` sit on the dark brand bands (their
 * focus outline is white or accent); `navy` and `outline-navy` sit on light backgrounds.
 */
const VARIANTS = {
  accent: 'bg-accent text-navy hover:bg-accent-light focus-ring-white',
  navy: 'bg-navy text-white hover:bg-navy-mid',
  'outline-accent': 'border border-accent text-accent hover:bg-accent hover:text-navy focus-ring-white',
  'outline-white': 'border-2 border-white text-white hover:bg-white hover:text-navy focus-ring-accent',
  'outline-navy': 'border-2 border-navy text-navy hover:bg-navy hover:text-white',
} as const;

const SIZES = {
  md: 'px-6 py-3',
  sm: 'px-4 py-2 text-sm',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a call-to-action; for the rare element that is neither a Button nor a ButtonLink. */
export function buttonClasses({ variant = 'navy', size = 'md', className }: ButtonStyle = {}): string {
  return cn(
    'focus-ring inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

/** A call to action that acts on the page. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A call to action that goes somewhere: a Next link (client navigation inside the site). */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

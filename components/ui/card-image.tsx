import type { ImgHTMLAttributes } from 'react';
import { cn } from '@/lib/ui/cn';

interface CardImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string;
  width: number;
  height: number;
  /** The colour shown while the picture loads (a Tailwind background class). */
  background?: string;
  /**
   * The picture leads its page (the first card under the page's header): on a phone it is in the first screen and
   * often the largest thing painted, so it is fetched at once and ahead of other pictures instead of lazily.
   */
  lead?: boolean;
}

/**
 * The picture at the top of a card: a pre-sized file (no optimiser on a static host) across the card's full
 * width, cropped to the aspect ratio given in `className`, loaded lazily unless it leads the page, decorative unless
 * `alt` says more.
 */
export function CardImage({ src, alt = '', width, height, className, background = 'bg-slate-100', lead = false, ...rest }: CardImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized image files, no optimiser on a static host
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding="async"
      className={cn('w-full object-cover', background, className)}
      {...rest}
    />
  );
}

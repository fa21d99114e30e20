import type { SlotName } from '@/lib/pictures/layouts';
import type { PictureData } from '@/lib/pictures/picture';
import { cn } from '@/lib/ui/cn';
import { Picture, type PictureProps } from './picture';

interface CardImageProps extends Omit<PictureProps, 'priority' | 'slot'> {
  picture: PictureData;
  slot: SlotName;
  /** The colour shown while the picture loads (a Tailwind background class) when the build has no colour of its own for it. */
  background?: string;
  /**
   * The picture leads its page (the first card under the page's header): on a phone it is in the first screen and
   * often the largest thing painted, so it is fetched at once and ahead of other pictures instead of lazily.
   */
  lead?: boolean;
}

/**
 * The picture at the top of a card across the card's full width, cropped to the aspect ratio given in `className`
 * (object-fit: cover), loaded lazily unless it leads the page, decorative unless `alt` says more.
 */
export function CardImage({ picture, slot, alt = '', className, background = 'bg-slate-100', lead = false, ...rest }: CardImageProps) {
  return <Picture picture={picture} slot={slot} alt={alt} priority={lead} className={cn('w-full object-cover', background, className)} {...rest} />;
}

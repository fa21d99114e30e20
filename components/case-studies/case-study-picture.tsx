import type { CaseStudy } from '@/lib/case-studies/content';
import { caseStudyImage } from '@/lib/case-studies/image';
import { CardImage } from '@/components/ui/card-image';
import { pictureOf } from '@/lib/pictures/manifest';
import type { SlotName } from '@/lib/pictures/layouts';

interface CaseStudyPictureProps {
  study: CaseStudy;
  /** Where it is shown: a card of a grid, or beside the full story. */
  slot: Extract<SlotName, 'caseStudyCard' | 'caseStudyArticle'>;
  className?: string;
  background?: string;
  /** The picture leads its page: fetched at once, not lazily. */
  lead?: boolean;
}

/** A case study's picture (or the placeholder when it has none), 8:5, described only when the entry says what it shows. */
export function CaseStudyPicture({ study, slot, className, background, lead }: CaseStudyPictureProps) {
  const image = caseStudyImage(study);
  return (
    <CardImage
      picture={pictureOf(image.src, image)}
      slot={slot}
      alt={study.imageAlt ?? ''}
      className={className}
      background={background}
      lead={lead}
      data-placeholder={image.placeholder ? 'true' : undefined}
    />
  );
}

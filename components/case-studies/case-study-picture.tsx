import type { CaseStudy } from '@/lib/case-studies/content';
import { caseStudyImage } from '@/lib/case-studies/image';
import { CardImage } from '@/components/ui/card-image';

interface CaseStudyPictureProps {
  study: CaseStudy;
  className?: string;
  background?: string;
  /** The picture leads its page: fetched at once, not lazily. */
  lead?: boolean;
}

/** A case study's picture (or the placeholder when it has none), 8:5, described only when the entry says what it shows. */
export function CaseStudyPicture({ study, className, background, lead }: CaseStudyPictureProps) {
  const image = caseStudyImage(study);
  return (
    <CardImage
      src={image.src}
      alt={study.imageAlt ?? ''}
      width={image.width}
      height={image.height}
      className={className}
      background={background}
      lead={lead}
      data-placeholder={image.placeholder ? 'true' : undefined}
    />
  );
}

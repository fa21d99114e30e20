import { caseStudyPlaceholder, type CaseStudy } from '@/lib/case-studies/content';

/** The picture of a case study, or the placeholder when it has none. */
export function caseStudyImage(study: Pick<CaseStudy, 'image'>): { src: string; width: number; height: number; placeholder: boolean } {
  const src = study.image?.trim();
  if (!src) return { ...caseStudyPlaceholder, placeholder: true };
  return { src, width: caseStudyPlaceholder.width, height: caseStudyPlaceholder.height, placeholder: false };
}

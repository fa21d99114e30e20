import { caseStudyPlaceholder } from '@/content/home';
import type { HomeCaseStudy } from '@/content/types';

/** The image of a home case study, or the placeholder when it has none. */
export function caseStudyImage(study: HomeCaseStudy): { src: string; width: number; height: number; placeholder: boolean } {
  const src = study.image?.trim();
  if (!src) return { ...caseStudyPlaceholder, placeholder: true };
  return { src, width: caseStudyPlaceholder.width, height: caseStudyPlaceholder.height, placeholder: false };
}

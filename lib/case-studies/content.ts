import { loadContent } from '../content/load';
import type { CaseStudy } from './schema';

export type { CaseStudy } from './schema';

/** The home page's Success Stories, told in full on /case-studies: content/success-stories.yml. */
export const successStories: readonly CaseStudy[] = loadContent().successStories.caseStudies;

/** The services case studies, told in full on /services/case-studies: content/case-studies.yml. */
export const serviceCaseStudies: readonly CaseStudy[] = loadContent().caseStudies.caseStudies;

/** The page that tells each list's stories in full. */
export const caseStudyPages = { success: '/case-studies', services: '/services/case-studies' } as const;

/** Image shown when a case study has no picture of its own. */
export const caseStudyPlaceholder = { src: '/case-studies/placeholder.svg', width: 640, height: 400 } as const;

/** Texts shared by every case-study card and story: content/texts/case-studies.yml. */
export const caseStudyTexts = loadContent().texts.caseStudies.card;

/** The address of a study's full story on its list's page. */
export function caseStudyHref(list: keyof typeof caseStudyPages, study: Pick<CaseStudy, 'id'>): string {
  return `${caseStudyPages[list]}#${study.id}`;
}

import { loadContent } from '../content/load';
import { caseStudyPages, serviceCaseStudies, type CaseStudy } from '../case-studies/content';
import { MECHANICAL_CASE_STUDY_IDS, type SubNavItem } from './schema';

/**
 * Texts and data of the Services section: /services and its five sub-routes, from content/texts/ (one file per
 * page), validated when the site builds.
 * Images live in public/services/documents/ and the brochure PDF in public/services/; case-study pictures in
 * public/case-studies/.
 */

// ---------------------------------------------------------------- Case studies

/** The three case studies of the Mechanical Engineering "Success Stories" block (the build checks they exist). */
export const mechanicalCaseStudies: readonly CaseStudy[] = MECHANICAL_CASE_STUDY_IDS.map((id) => serviceCaseStudies.find((study) => study.id === id)!);

const texts = loadContent().texts;

/** The services case studies' block on /services and their page's call to action: content/texts/case-studies.yml. */
export const caseStudiesText = {
  section: texts.caseStudies.services.section,
  viewAll: { label: texts.caseStudies.services.viewAll, href: caseStudyPages.services },
  /** The invitation at the end of /services/case-studies. */
  cta: texts.caseStudies.services.cta,
};

/** Manufacturing & Production: content/texts/manufacturing.yml. The tab with id COST_TAB shows the cost chart. */
export const manufacturing = texts.manufacturing;

/** DFM & CAD: content/texts/dfm-cad.yml (each document an 800 x 566 image in public/services/documents/). */
export const dfmCad = texts.dfmCad;

type Four<T> = readonly [T, T, T, T];

/** Mechanical Engineering: content/texts/mechanical-engineering.yml. Its page menu has one link per section, in order (the schema requires four). */
export const mechanical = { ...texts.mechanical, subNav: texts.mechanical.subNav as unknown as Four<SubNavItem> };

/** Supply Chain Management: content/texts/supply-chain.yml. */
export const supplyChain = texts.supplyChain;

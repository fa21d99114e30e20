import { z } from 'zod';
import { callToAction, id, image, longText, sectionText, text, ANY_SIZE } from '../content/fields';

/**
 * A case study: the card (title, summary, picture) and the full story behind it. The same model serves both
 * lists: the home page's Success Stories (content/success-stories.yml, full stories on /case-studies) and the
 * services case studies (content/case-studies.yml, full stories on /services/case-studies).
 */
export const caseStudySchema = z.strictObject({
  id: id('Id', 'A short name in lower case; the full story is found at its list page followed by #<this>.'),
  title: text('Title'),
  description: longText('Summary', 'Shown on the case study card.'),
  image: image('case-studies', 'Image', `A photo or drawing, shown 8 : 5 (its middle, if its shape differs); best at least 1800 px wide; ${ANY_SIZE}. Uploads go to public/case-studies/. Without one, a placeholder is shown.`).optional(),
  imageAlt: text('Image description', 'What the picture shows, for people who cannot see it. Leave it out when the picture only decorates the card.').optional(),
  category: text('Category', 'Shown above the title: the service, like "Mechanical Engineering", or the client’s sector.'),
  client: text('Client', 'Who the client is, without naming them if they are confidential.').optional(),
  challenge: longText('The challenge'),
  approach: z.array(longText('Step')).min(1, { error: 'expected at least one step' }).meta({ title: 'What we did' }),
  results: z.array(text('Result')).min(1, { error: 'expected at least one result' }).meta({ title: 'Results' }),
});

/** Both case-study files: one list under `caseStudies`. */
export const caseStudiesFileSchema = z.strictObject({
  caseStudies: z.array(caseStudySchema).min(1, { error: 'expected at least one case study' }).meta({ title: 'Case studies', singular: 'Case study' }),
});


export const caseStudyTextsSchema = z
  .strictObject({
    card: z
      .strictObject({
        readMore: text('Card link'),
        labels: z
          .strictObject({ client: text('Client'), challenge: text('The challenge'), approach: text('What we did'), results: text('Results') })
          .meta({ title: 'Story headings' }),
      })
      .meta({ title: 'Cards and stories' }),
    successStories: z
      .strictObject({ storiesHeading: text('Stories heading'), cta: callToAction('Call to action') })
      .meta({ title: '/case-studies', description: 'The page of the home page’s Success Stories.' }),
    services: z
      .strictObject({ section: sectionText('Section'), viewAll: text('Link to all case studies'), cta: callToAction('Call to action') })
      .meta({ title: '/services/case-studies', description: 'The services case studies: their block on /services and their page.' }),
  })
  .meta({ title: 'Case studies', description: 'Texts of the case-study cards and of the two pages that tell the stories in full.' });

/** A case study: its card and its full story (one model for both lists). */
export type CaseStudy = z.infer<typeof caseStudySchema>;

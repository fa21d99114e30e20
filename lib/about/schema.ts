import { z } from 'zod';
import { fact, icon, id, image, link, longText, text, year, ANY_SIZE } from '../content/fields';

export const teamFileSchema = z.strictObject({
  members: z
    .array(
      z.strictObject({
        id: id('Id', 'A short name in lower case, like "elena-kowalski": it names the team member in every language\'s record of what was translated, so keep it when the team member moves.'),
        name: text('Name'),
        role: text('Role', 'Shown under the name, like "Head of Sourcing & Quality".'),
        base: text('Based in', 'The city this person works from.'),
        image: image('team', 'Portrait', `A square portrait photo (or drawing); best at least 1200 x 1200 px; ${ANY_SIZE}. Uploads go to public/team/.`),
        alt: text('Portrait description', 'What the portrait shows, for people who cannot see it.'),
      }),
    )
    .min(1, { error: 'expected at least one team member' })
    .meta({ title: 'Team members', singular: 'Team member', description: 'The carousel shows them in this order, evenly spaced.' }),
});


export const aboutPillarSchema = z.strictObject({
  id: id('Id', 'A short name in lower case, like "excellence"; the page section is named after it.'),
  icon,
  title: text('Title'),
  description: longText('Description'),
  points: z.array(text('Point')).min(1, { error: 'expected at least one point' }).meta({ title: 'Points' }),
  link: link.optional(),
});

export const valuesFileSchema = z.strictObject({
  values: z.array(aboutPillarSchema).min(1, { error: 'expected at least one value' }).meta({ title: 'Our values', singular: 'Value' }),
  practices: z.array(aboutPillarSchema).min(1, { error: 'expected at least one practice' }).meta({ title: 'What we do', singular: 'Practice' }),
});


export const aboutTextsSchema = z
  .strictObject({
    team: z
      .strictObject({
        label: text('Carousel name', 'Read out for the carousel of team cards.'),
        carouselRole: text('Carousel kind', 'What a screen reader calls this kind of element ("carousel").'),
        slideRole: text('Card kind', 'What a screen reader calls each card ("slide").'),
        slideLabel: text('Card position', 'Read out for each card; {index} and {total} are filled in.'),
        pause: text('Pause button'),
        play: text('Play button'),
        hint: longText('Hint', 'Shown under the carousel.'),
      })
      .meta({ title: 'Team carousel' }),
    story: z
      .strictObject({
        paragraphs: z.array(longText('Paragraph')).min(1, { error: 'expected at least one paragraph' }).meta({ title: 'Story' }),
        facts: z.array(fact).min(1, { error: 'expected at least one fact' }).meta({ title: 'Facts' }),
        milestonesHeading: text('Timeline heading'),
        milestones: z
          .array(z.strictObject({ id: id('Id', 'A short name in lower case, like "founded": it names the milestone in every language\'s record of what was translated, so keep it when the milestone moves.'), year: year('Year'), title: text('Title'), description: longText('Description') }))
          .min(1, { error: 'expected at least one milestone' })
          .meta({ title: 'Timeline', singular: 'Milestone', description: 'Oldest first.' }),
        officesHeading: text('Offices heading'),
      })
      .meta({ title: 'Who we are', description: '{name}, {founded} and {offices} are filled in from the company details and the offices.' }),
  })
  .meta({ title: 'About pages', description: 'The team carousel’s controls and the Who we are story and timeline.' });

/** A value or a practice on the About pages. */
export type AboutPillar = z.infer<typeof aboutPillarSchema>;
/** A leadership card's fields as content/team.yml holds them. */
export type TeamMemberData = z.infer<typeof teamFileSchema>['members'][number];

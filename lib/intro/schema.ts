import { z } from 'zod';
import { text } from '../content/fields';

export const introTextsSchema = z
  .strictObject({
    firstText: text('First line', 'Typed first.'),
    secondText: text('Second line', 'Typed next; the site appears when it is complete.'),
    skipLabel: text('Skip button'),
  })
  .meta({ title: 'Intro', description: 'The animation on a visitor’s first page: the two lines it types and its skip button.' });


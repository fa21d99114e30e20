import { z } from 'zod';
import { isoDate } from '../content/fields';

/** Front matter of content/legal/<page>.md; the body holds "## Heading" sections of paragraphs and "- " lists. */
export const legalFrontMatterSchema = z.strictObject({
  updated: isoDate('Last updated', 'Change it whenever the text changes.'),
});


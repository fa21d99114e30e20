import { z } from 'zod';
import { longText, template, text } from '../content/fields';

export const adminTextsSchema = z
  .strictObject({
    title: text('Title', 'The browser tab title.'),
    notice: z
      .strictObject({
        heading: text('Heading'),
        lead: longText('Lead'),
        localHeading: text('On your computer: heading'),
        local: longText('On your computer'),
        productionHeading: text('On the live site: heading'),
        production: longText('On the live site'),
      })
      .meta({ title: 'Not switched on', description: 'Shown at /admin when no Git host is configured.' }),
    tokenHint: longText(
      'How to get an access token',
      'Shown under the sign-in buttons on the live site, for "Sign In Using Access Token". (The news preview speaks each language with the texts of its News & Events pages.)',
    ),
    duplicate: template(
      'A repeated value refused',
      ['list', 'field', 'value', 'items'],
      'Shown when a save is refused because two items of a list share a value that must be unique (two offices with one id); {list} and {field} are the names the CMS shows, {items} the item numbers.',
    ),
  })
  .meta({ title: 'Content manager', description: 'This page (/admin): its title, its notice and the sign-in note.' });


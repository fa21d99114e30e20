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
    translations: z
      .strictObject({
        checkedLabel: text('"Still right" switch', 'The switch a translator turns on in a translation\'s form when its English changed but the translation still says the same.'),
        checkedHint: longText('"Still right" switch: hint', 'Shown under the switch.'),
        title: text('Page title', 'The browser tab title of /admin/translations.'),
        heading: text('Heading'),
        lead: longText('Lead'),
        language: template('A language\'s heading', ['language', 'count'], '{language} is the language\'s English name, {count} the number of its translations listed.'),
        none: text('Nothing to do', 'Shown for a language whose translations are all there and up to date.'),
        missing: text('Missing', 'The word for a translation that lacks texts (the site shows the English text there).'),
        outdated: text('Outdated', 'The word for a translation whose English changed since it was made.'),
        item: template('One translation', ['state', 'fields'], 'After the file\'s name, which links to its entry in the content manager; {state} is the word above, {fields} the fields concerned.'),
        back: text('Link back to the content manager'),
      })
      .meta({
        title: 'Translations',
        description: 'The "still right" switch of every translation\'s form, and the page /admin/translations, which lists the missing and outdated translations.',
      }),
  })
  .meta({ title: 'Content manager', description: 'This page (/admin): its title, its notice and the sign-in note.' });


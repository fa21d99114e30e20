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
    upload: z
      .strictObject({
        heic: template('An iPhone photo refused', ['file'], 'Shown when an editor uploads a HEIC/HEIF photo (an iPhone\'s own format), which the site cannot show; {file} is its name.'),
        tooLarge: template(
          'A file too large refused',
          ['file', 'size', 'limit'],
          'Shown when an upload is larger than the site takes; {file} is its name, {size} its size and {limit} the largest size, both in MB.',
        ),
        otherType: template('Another kind of file refused', ['file'], 'Shown when an upload is not a picture the site can show (a PDF, a GIF, a video...); {file} is its name.'),
      })
      .meta({ title: 'Uploads refused', description: 'What an editor reads when a picture is refused at upload, with what to do instead.' }),
    translations: z
      .strictObject({
        checkedTextsLabel: text(
          '"Still right" for single texts',
          'In a translation\'s form, above the ticks of its outdated texts: a translator ticks each text whose English changed while the translation still says the same.',
        ),
        checkedTextsHint: longText('"Still right" for single texts: hint', 'Shown under the ticks.'),
        checkedLabel: text('"Still right" switch', 'The switch a translator turns on in a translation\'s form when its English changed but every text of the translation still says the same.'),
        checkedHint: longText('"Still right" switch: hint', 'Shown under the switch.'),
        title: text('Page title', 'The browser tab title of /admin/translations.'),
        heading: text('Heading'),
        lead: longText('Lead'),
        language: template('A language\'s heading', ['language', 'count'], '{language} is the language\'s English name, {count} the number of its translations listed.'),
        none: text('Nothing to do', 'Shown for a language whose translations are all there and up to date.'),
        missing: text('Missing', 'The word for a translation that lacks texts (the site shows the English text there).'),
        absent: text('Not translated yet', 'Said of an article that has no file in the language yet (that edition leaves it out until it is translated), in place of the word above and the fields.'),
        outdated: text('Outdated', 'The word for a translation whose English changed since it was made.'),
        item: template('One translation', ['state', 'fields'], 'After the file\'s name, which links to its entry in the content manager; {state} is the word above, {fields} the fields concerned.'),
        then: template('The English then', ['text'], 'Under an outdated text: {text} is the English it was translated from.'),
        thenUnknown: text('The English then, not kept', 'Instead of the above, for a text whose record is older than this page and did not keep its English.'),
        now: template('The English now', ['text'], 'Under an outdated text: {text} is what the English says now.'),
        confirmOne: template(
          'Confirm one text',
          ['field', 'label', 'command'],
          'Under an outdated text: how to confirm that text alone; {field} is the text as its tick in the form names it, {label} the name of those ticks ("still right" for single texts, above), {command} the command that does it in a copy of the project.',
        ),
        back: text('Link back to the content manager'),
      })
      .meta({
        title: 'Translations',
        description: 'The "still right" of every translation\'s form, and the page /admin/translations, which lists the missing and outdated translations.',
      }),
  })
  .meta({ title: 'Content manager', description: 'This page (/admin): its title, its notice and the sign-in note.' });


import { z } from 'zod';
import { ICON_NAMES } from '../ui/icons';

/**
 * The building blocks of every content schema: each field type with the message an editor reads when a value
 * is wrong, and `.meta()` with what the CMS shows (`title` is the label, `description` the hint in plain words,
 * `widget` overrides the widget the field's type implies: text, markdown, image; `folder` is where an image
 * upload goes in public/). Objects are strict: a misspelt or unknown field fails the build instead of being
 * silently ignored.
 */

/** The type inside any `.optional()` wrappers of a field: what its value is when it is there. */
export function unwrapOptional(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner;
}

export const text = (title: string, description?: string) =>
  z.string({ error: 'expected text' }).trim().min(1, { error: 'must not be empty' }).meta({ title, description });

export const longText = (title: string, description?: string) => text(title, description).meta({ title, description, widget: 'text' });

/**
 * A sentence with slots the code fills in ("© {year} {name}. All rights reserved."): each language writes the
 * words and punctuation around them, and the slots must stay, or the page would lose the value. The rule is a
 * pattern, so the CMS refuses a template without its slots before saving, as the build does.
 */
export const template = (title: string, slots: readonly [string, ...string[]], description?: string) => {
  const names = slots.map((slot) => `{${slot}}`);
  const lookaheads = names.map((name) => `(?=[\\s\\S]*${name.replace(/[{}]/g, '\\$&')})`).join('');
  const hint = `${names.join(' and ')} ${slots.length === 1 ? 'is' : 'are'} filled in.`;
  return z
    .string({ error: 'expected text' })
    .trim()
    .regex(new RegExp(`^${lookaheads}[\\s\\S]*$`), { error: `must keep ${names.join(' and ')}` })
    .meta({ title, description: description ? `${description} ${hint}` : hint, slots: names });
};

/** A URL-safe id: lower-case letters, digits and single hyphens ("ho-chi-minh-city"). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const id = (title: string, description: string) =>
  z
    .string({ error: 'expected text' })
    .regex(slugPattern, { error: 'expected lower-case letters, digits and hyphens (like "my-article")' })
    .meta({ title, description });


/**
 * The picture files the build reads, by extension, as the CMS accepts them at upload (by type): the photo formats
 * phones and cameras make that the build's image library decodes (lib/pictures), and SVG drawings. Not HEIC/HEIF
 * (an iPhone's own format): the build's library cannot decode it, and no browser but Safari shows it.
 */
export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
} as const;

/** The largest upload the CMS takes: more than any phone or camera photo (a 48-megapixel JPEG is about 12 MB). */
export const MAX_UPLOAD_MB = 25;

/** The end of every picture field's hint: an editor need not resize anything. */
export const ANY_SIZE = `any size up to ${MAX_UPLOAD_MB} MB works, the site makes the sizes screens need`;

/** What to do with an iPhone photo, for the build's message (the CMS refuses it at upload with content/texts/admin.yml's words). */
const HEIC_ADVICE =
  'this is an iPhone HEIC photo, which browsers and the site cannot show: export it as JPEG (on the iPhone: Settings > Camera > Formats > Most Compatible), put that in its place and name it here';

/**
 * A path of a file in public/ ("/news/x.jpg"). The loader checks that the file exists (a missing image fails the
 * build, not the visitor): it finds these fields by their `image` widget. Extensions are lower case, as the CMS
 * saves uploads (slugify_filename): hosts pick a file's type by its extension, and one spelling of each keeps
 * that the same everywhere. The message's text without an input (`{}`) is the one the CMS shows.
 */
export const image = (folder: string, title = 'Image', description?: string) =>
  z
    .string({ error: 'expected an image path' })
    .regex(new RegExp(`^/${folder}/[A-Za-z0-9._-]+\\.(${Object.keys(IMAGE_TYPES).join('|')})$`), {
      error: (issue: { input?: unknown }) =>
        typeof issue.input === 'string' && /\.hei[cf]$/i.test(issue.input)
          ? HEIC_ADVICE
          : `expected an image in public/${folder}/ (a path like "/${folder}/picture.webp")`,
    })
    .meta({ title, description, widget: 'image', folder });

export const isoDate = (title: string, description?: string) =>
  z.iso.date({ error: 'expected a date as YYYY-MM-DD' }).meta({ title, description, widget: 'date' });

export const icon = z.enum(ICON_NAMES).meta({ title: 'Icon', description: 'The pictogram shown with this item.' });
export const internalPath = z
  .string({ error: 'expected a link' })
  .regex(/^\/[a-z0-9/#-]*$/, { error: 'expected a link inside the site, starting with "/" (like "/contact")' });
export const link = z
  .strictObject({ label: text('Link text'), href: internalPath.meta({ title: 'Link target', description: 'A page of this site, like /contact.' }) })
  .meta({ title: 'Link' });


export const whole = (title: string, description?: string) =>
  z.number({ error: 'expected a whole number' }).int({ error: 'expected a whole number' }).meta({ title, description });
export const year = (title: string, description?: string) => whole(title, description).min(1900, { error: 'expected a year like 2025' });
export const flag = (title: string, description: string) => z.boolean({ error: 'expected true or false' }).meta({ title, description });

export const sectionText = (title: string) =>
  z.strictObject({ heading: text('Heading'), lead: longText('Lead').optional() }).meta({ title });
export const sectionWith = <T extends z.core.$ZodLooseShape>(title: string, shape: T) =>
  z.strictObject({ heading: text('Heading'), lead: longText('Lead').optional(), ...shape }).meta({ title });
export const callToAction = (title: string) =>
  z.strictObject({ heading: text('Heading'), text: longText('Text'), link }).meta({ title });

export const fact = z.strictObject({ value: text('Figure', 'Short, like "8+" or "{founded}".'), label: text('What it counts') }).meta({ title: 'Fact' });

/** A link inside the site. */
export type NavLink = z.infer<typeof link>;
/** A heading and optional lead of a section. */
export type SectionText = z.infer<ReturnType<typeof sectionText>>;

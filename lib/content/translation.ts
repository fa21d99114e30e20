import { z } from 'zod';
import { unwrapOptional } from './fields';
import type { FileShape, Layout, TextShape } from './translation-state';

/**
 * Which values of a content file each language writes in its own words, and which every language shares.
 * Every language's copy of a file has all the fields of the English one (the same schema), but only texts are
 * translated: ids, links, images, dates, numbers, fixed choices (a category, an icon, a page) and the order and
 * number of items in a list that carries any of them are the English values in every copy. The CMS
 * (lib/content/cms-config.ts) lets an editor enter a shared value once, in English, and copies it into every
 * language (`i18n: duplicate`); the loader (lib/content/load.ts) refuses a translation whose shared values
 * differ from the English ones, which the CMS would never write.
 */

/** `translate`: each language has its own value. `duplicate`: every language has the English value. */
export type Translation = 'translate' | 'duplicate';

function widgetOf(schema: z.ZodType): string | undefined {
  let inner = schema;
  let widget = (inner.meta() as { widget?: string } | undefined)?.widget;
  while (!widget && inner instanceof z.ZodOptional) {
    inner = inner.unwrap() as z.ZodType;
    widget = (inner.meta() as { widget?: string } | undefined)?.widget;
  }
  return widget;
}

/**
 * A text with a pattern of its own is a value with a fixed form (an id, a link, an e-mail address, a phone
 * number as dialled, a colour, a file path), not words; the pattern that only refuses blank text does not count.
 */
function hasFormPattern(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).some((check) => {
    const def = (check as unknown as { _zod: { def: { check: string; format?: string } } })._zod.def;
    return def.check === 'string_format' && def.format === 'regex';
  });
}

/** Whether the field is, or holds, a value of the given kind. */
function holds(schema: z.ZodType, kind: Translation): boolean {
  const inner = unwrapOptional(schema);
  if (inner instanceof z.ZodObject) return Object.values(inner.shape).some((field) => holds(field as z.ZodType, kind));
  if (inner instanceof z.ZodArray) return holds(inner.element as z.ZodType, kind);
  return fieldTranslation(schema) === kind;
}

/** Whether the field is, or holds, a text each language writes in its own words. */
export const translatesAnything = (schema: z.ZodType) => holds(schema, 'translate');

/** How a field of a content schema is translated. */
export function fieldTranslation(schema: z.ZodType): Translation {
  const inner = unwrapOptional(schema);
  // A group is translated when anything in it is; one made of shared values only (a position, a logo's size)
  // is shared as a whole.
  if (inner instanceof z.ZodObject) return translatesAnything(inner) ? 'translate' : 'duplicate';
  // A list whose items carry a shared value has the English items in every language, in the English order, so
  // each item's shared values stay with its translated ones; a list of texts only (paragraphs, steps) is each
  // language's own.
  if (inner instanceof z.ZodArray) return holds(inner.element as z.ZodType, 'duplicate') ? 'duplicate' : 'translate';
  if (inner instanceof z.ZodString) {
    const widget = widgetOf(schema);
    if (widget === 'image' || widget === 'date') return 'duplicate';
    // A sentence with slots (fields.ts `template`) is words: its pattern only keeps the slots in it.
    if ((inner.meta() as { slots?: unknown } | undefined)?.slots) return 'translate';
    return hasFormPattern(inner) ? 'duplicate' : 'translate';
  }
  // Numbers, true/false and fixed choices (a category, an icon, a page of the site).
  return 'duplicate';
}

/**
 * How a file's values are translated, as the translation rules (lib/content/translation-state.ts) read it, from its
 * schema. `keys` names, by list (`members`, or `story.milestones` inside a group, `nav.children` inside a list's
 * items), the field whose value names each item: the registry's `unique` and `fixed` keys.
 */
export function textShape(schema: z.ZodObject, keys: Readonly<Record<string, string>> = {}): FileShape {
  const layout = (s: z.ZodType): Layout | undefined => {
    const inner = unwrapOptional(s);
    if (inner instanceof z.ZodObject) return { fields: Object.entries(inner.shape).map(([name, sub]) => [name, layout(sub as z.ZodType) ?? {}]) };
    if (inner instanceof z.ZodArray) {
      const item = layout(inner.element as z.ZodType);
      return item ? { item } : undefined;
    }
    return undefined;
  };
  const shapeOf = (s: z.ZodType, at: string): TextShape => {
    const inner = unwrapOptional(s);
    const kind = fieldTranslation(s);
    if (inner instanceof z.ZodObject) {
      if (kind === 'duplicate') return { kind: 'shared' };
      return { kind: 'group', fields: Object.fromEntries(Object.entries(inner.shape).map(([name, sub]) => [name, shapeOf(sub as z.ZodType, at ? `${at}.${name}` : name)])) };
    }
    if (inner instanceof z.ZodArray && kind === 'duplicate') {
      if (!translatesAnything(inner.element as z.ZodType)) return { kind: 'shared' };
      return { kind: 'list', item: shapeOf(inner.element as z.ZodType, at), ...(keys[at] ? { key: keys[at] } : {}) };
    }
    if (kind === 'duplicate') return { kind: 'shared' };
    const order = layout(s);
    return order ? { kind: 'text', order } : { kind: 'text' };
  };
  return Object.fromEntries(Object.entries(schema.shape).map(([name, sub]) => [name, shapeOf(sub as z.ZodType, name)]));
}

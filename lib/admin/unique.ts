import { z } from 'zod';
import { unwrapOptional } from '../content/fields';
import { registry } from '../content/registry';

/** A list whose items each need their own value of a field, as the CMS names them ("Offices", "Id"). */
export interface UniqueRule {
  list: string;
  key: string;
  listLabel: string;
  keyLabel: string;
}

const titleOf = (schema: z.ZodType | undefined, fallback: string) => (schema?.meta() as { title?: string } | undefined)?.title ?? fallback;

/**
 * The build refuses a file whose list repeats a value that must be unique (two offices with one id); the CMS has no
 * such check of its own, so /admin gets the same rules, by file, and refuses the save (public/admin/cms-setup.js).
 * Shared values are the same in every language, so the English file's rules are the ones to check.
 */
export function uniqueRules(): Record<string, UniqueRule[]> {
  const rules: Record<string, UniqueRule[]> = {};
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const source = node as { file?: unknown; schema?: unknown; unique?: readonly (readonly [string, string])[]; files?: unknown };
    if (typeof source.file === 'string' && source.schema instanceof z.ZodObject && source.unique?.length) {
      const shape = source.schema.shape as Record<string, z.ZodType>;
      rules[source.file] = source.unique.map(([list, key]) => {
        const listSchema = unwrapOptional(shape[list]!);
        const element = listSchema instanceof z.ZodArray ? unwrapOptional(listSchema.element as z.ZodType) : undefined;
        const keySchema = element instanceof z.ZodObject ? (element.shape as Record<string, z.ZodType>)[key] : undefined;
        return { list, key, listLabel: titleOf(shape[list], list), keyLabel: titleOf(keySchema, key) };
      });
    }
    if (source.files && typeof source.files === 'object') Object.values(source.files).forEach(visit);
  };
  Object.values(registry).forEach(visit);
  return rules;
}

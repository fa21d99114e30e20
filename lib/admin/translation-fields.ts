import { cmsName } from '../content/cms-config';
import { registry, type Collection, type FileSource } from '../content/registry';
import { textShape } from '../content/translation';
import { alignKeys, type FileShape } from '../content/translation-state';

/**
 * What a save in /admin needs to record which texts each translation was made from: every translated entry's shape
 * (lib/content/translation-state.ts `TextShape`: which fields are texts, which lists are followed item by item and
 * the key that names their items), made from the registry as the build makes it, by what the content manager tells
 * a saved entry by: a file's path in the default language (`content/team.yml`), or a folder collection's name
 * (`news`). public/admin/cms-setup.js hands it to the rules' browser copy (public/admin/translation-state.js).
 */
export function translatedEntryShapes(collections: Record<string, Collection> = registry as unknown as Record<string, Collection>): Record<string, FileShape> {
  const byEntry: Record<string, FileShape> = {};
  const file = (src: FileSource) => {
    if (src.translated !== false) byEntry[src.file] = textShape(src.schema, alignKeys(src));
  };
  for (const [name, c] of Object.entries(collections)) {
    switch (c.kind) {
      case 'file':
        file(c);
        break;
      case 'group':
        Object.values(c.files).forEach(file);
        break;
      case 'markdown-group':
        for (const { file: path } of Object.values<{ file: string }>(c.files)) byEntry[path] = textShape(c.schema);
        break;
      case 'folder':
        byEntry[cmsName(name)] = textShape(c.schema);
    }
  }
  return byEntry;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A reader of one of the records scripts/pictures.mjs writes before Next.js renders the pages (build/pictures/…),
 * read once per process on the server. In `next dev`, which serves no derived files (the build publishes them into
 * out/), and where the build has written none (a unit test), it reads nothing: the pages then name the pictures
 * themselves.
 */
export function buildRecord<T>(file: string): () => T | undefined {
  let record: T | undefined | null = null;
  return () => {
    if (process.env.NODE_ENV === 'development') return undefined;
    if (record === null) {
      const resolved = path.resolve(file);
      record = existsSync(resolved) ? (JSON.parse(readFileSync(resolved, 'utf8')) as T) : undefined;
    }
    return record;
  };
}

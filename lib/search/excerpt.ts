/** A piece of a result's excerpt: text, marked when it is one of the words searched for. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * A result's excerpt as Pagefind writes it (the page's text, escaped, with the matching words in <mark>) as plain
 * pieces, so the page draws it as text and never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let at = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: decode(excerpt.slice(at, match.index)), mark: false });
    parts.push({ text: decode(match[1] ?? ''), mark: true });
    at = match.index + match[0].length;
  }
  if (at < excerpt.length) parts.push({ text: decode(excerpt.slice(at)), mark: false });
  return parts.filter((part) => part.text !== '');
}

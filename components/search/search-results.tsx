import { Link } from '@/components/ui/link';
import { splitEdition } from '@/lib/i18n/editions.mjs';
import { excerptParts } from '@/lib/search/excerpt';
import type { PagefindResultData } from '@/lib/search/pagefind';

/** An address of this edition as the router takes it: without the edition's prefix (the router adds it). */
const routeOf = (url: string, prefix: string) => splitEdition(url, [prefix]).route;

/**
 * The results of a search, best first: each page's title (its link), its section and for an article its date and
 * category, and a short excerpt with the words searched for marked.
 */
export function SearchResults({ results, label, prefix }: { results: readonly PagefindResultData[]; label: string; prefix: string }) {
  return (
    <ol aria-label={label} className="mt-6 flex flex-col gap-4">
      {results.map((result) => (
        <li key={result.url} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
            {[result.meta.section, result.meta.category, result.meta.date].filter(Boolean).map((part) => (
              <span key={part}>{part}</span>
            ))}
          </p>
          <h2 className="mt-1 text-lg font-bold leading-snug text-navy">
            <Link href={routeOf(result.url, prefix)} className="rounded hover:text-accent-dark hover:underline focus-ring">
              {result.meta.title ?? result.url}
            </Link>
          </h2>
          <p className="mt-2 text-slate-700">
            {excerptParts(result.excerpt).map((part, i) =>
              part.mark ? (
                <mark key={i} className="rounded-sm bg-accent/30 px-0.5 text-slate-900">
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

import { Link } from '@/components/ui/link';
import { Phrases } from '@/components/ui/phrases';
import type { Crumb } from '@/lib/layout/breadcrumb';
import { breadcrumbJsonLd, jsonLdString } from '@/lib/seo/jsonld';
import { cn } from '@/lib/ui/cn';
import { ui } from '@/lib/ui/texts';

interface BreadcrumbProps {
  /** From the home page to this page (pageTrail in lib/seo/jsonld.ts). */
  trail: readonly Crumb[];
  /** `band`: a strip of its own above the page's header; `inline`: inside a dark header (an article's). */
  variant?: 'band' | 'inline';
  /** Only the trail for search engines (BreadcrumbList JSON-LD), where a visible one would not help visitors. */
  hidden?: boolean;
}

/**
 * Where an inner page sits: the pages above it as links, the page itself last (`aria-current="page"`, not a link),
 * in a navigation landmark named from the content, and the same trail as BreadcrumbList JSON-LD for search
 * engines. Left out of the site search's index: its words are the pages' names, not this page's text.
 */
export function Breadcrumb({ trail, variant = 'band', hidden = false }: BreadcrumbProps) {
  const jsonLd = <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(breadcrumbJsonLd(trail)) }} />;
  if (hidden) return jsonLd;
  const list = (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {trail.map((crumb, i) => {
        const last = i === trail.length - 1;
        return (
          <li key={crumb.href} className="flex min-w-0 items-center gap-x-2">
            {i > 0 ? (
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 shrink-0 text-slate-400" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 3l5 5-5 5" />
              </svg>
            ) : null}
            {last ? (
              <span aria-current="page" className="text-slate-200">
                <Phrases>{crumb.name}</Phrases>
              </span>
            ) : (
              <Link href={crumb.href} className="rounded font-medium text-accent underline-offset-2 hover:underline focus-ring focus-ring-accent">
                <Phrases>{crumb.name}</Phrases>
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
  return (
    <>
      <nav aria-label={ui.breadcrumb} data-search-ignore="" className={cn(variant === 'band' && 'bg-navy-light')}>
        {variant === 'band' ? <div className="mx-auto max-w-7xl px-4 py-3">{list}</div> : list}
      </nav>
      {jsonLd}
    </>
  );
}

import type { MouseEvent, FocusEvent, PointerEvent } from 'react';
import { cn } from '@/lib/ui/cn';

/** A language as the switcher shows it: its name in its own script and where its edition lives. */
export interface LanguageLink {
  code: string;
  prefix: string;
  hreflang: string;
  name: string;
}

interface LanguageLinksProps {
  languages: readonly LanguageLink[];
  /** The code of this page's language. */
  current: string;
  /** The page's path without its language's prefix ("/about-us"). */
  path: string;
  label: string;
  className?: string;
}

/** "/about-us" in the edition under `prefix`: "/vi/about-us" ("/vi" for the home page). */
export function editionHref(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The same page in each language, each named in its own script. Plain links, not client-side navigation:
 * every edition is its own build. The query of the page (the news list's filters) goes along, added when the
 * link is about to be followed, because the list changes it without a navigation.
 */
export function LanguageLinks({ languages, current, path, label, className }: LanguageLinksProps) {
  const withQuery = (event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement> | PointerEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    link.search = window.location.search;
  };
  return (
    <ul aria-label={label} className={cn('flex items-center gap-1', className)}>
      {languages.map((lang) => {
        const isCurrent = lang.code === current;
        return (
          <li key={lang.code}>
            <a
              href={editionHref(lang.prefix, path)}
              lang={lang.hreflang}
              hrefLang={lang.hreflang}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={withQuery}
              onAuxClick={withQuery}
              onFocus={withQuery}
              onPointerEnter={withQuery}
              className={cn(
                'block rounded px-2 py-1 text-xs font-medium transition-colors focus-ring focus-ring-accent',
                isCurrent ? 'text-accent' : 'text-slate-200 hover:text-accent',
              )}
            >
              {lang.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

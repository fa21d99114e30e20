import type { MouseEvent, FocusEvent, PointerEvent } from 'react';
import { withPrefix } from '@/lib/i18n/path';
import { cn } from '@/lib/ui/cn';

/** A language as the switcher shows it: its name in its own script and where its edition lives. */
export interface LanguageLink {
  code: string;
  prefix: string;
  hreflang: string;
  name: string;
  /** This edition's pages that the language lacks (an article not translated yet): its link leads to their section. */
  missing?: readonly string[];
}

interface LanguageLinksProps {
  languages: readonly LanguageLink[];
  /** The code of this page's language. */
  current: string;
  /** The page's path without its language's prefix ("/about-us"). */
  path: string;
  label: string;
  id?: string;
  className?: string;
  linkClassName?: (current: boolean) => string;
}

/**
 * The names are drawn in the device's own interface font, the one it shows its own language settings in, not in
 * the site's web font. Inter draws Vietnamese letters from a separate 10 KB file (app/layout.tsx), fetched once text
 * needs it: in Inter, "Tiếng Việt" alone would make every English and Chinese page download it, on wide screens as
 * soon as the page is idle (the closed list is laid out ahead, so it opens at once; globals.css), whether or not
 * the visitor ever opens the list. Fetching it only when the list opens would keep those bytes to the visitors who
 * open it, but draw the name first in a fallback font and again when the file arrives, within the tap that opens
 * the list (and lay the page's text out again then). Every system font names its own languages, and a language
 * list in the device's font is what visitors see in their settings; the rest of the site stays in Inter.
 */
const NAME_FONT = '[font-family:system-ui,sans-serif]';

/**
 * The same page in each language, each named in its own script. Plain links, not client-side navigation:
 * every edition is its own build. The query of the page (the news list's filters) goes along, added when the
 * link is about to be followed, because the list changes it without a navigation.
 */
export function LanguageLinks({ languages, current, path, label, id, className, linkClassName }: LanguageLinksProps) {
  const withQuery = (event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement> | PointerEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    link.search = window.location.search;
  };
  return (
    <ul id={id} aria-label={label} className={className}>
      {languages.map((lang) => {
        const isCurrent = lang.code === current;
        return (
          <li key={lang.code}>
            <a
              href={withPrefix(lang.prefix, lang.missing?.includes(path) ? path.slice(0, path.lastIndexOf('/')) || '/' : path)}
              lang={lang.hreflang}
              hrefLang={lang.hreflang}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={withQuery}
              onAuxClick={withQuery}
              onFocus={withQuery}
              onPointerEnter={withQuery}
              className={cn(linkClassName?.(isCurrent), NAME_FONT)}
            >
              {lang.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

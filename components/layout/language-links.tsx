import type { MouseEvent, FocusEvent, PointerEvent } from 'react';
import { withPrefix } from '@/lib/i18n/path';
import { cn } from '@/lib/ui/cn';

/** A language as the switcher shows it: its name in its own script and where its edition lives. */
export interface LanguageLink {
  code: string;
  prefix: string;
  hreflang: string;
  name: string;
}

/**
 * Pages a language may lack: an article not translated yet, a later page of a shorter news list. The page's HTML
 * links them to the section (which every edition has); the page's own language alternates (its <link rel=
 * "alternate" hreflang> tags, which name exactly the languages it is written in) give the page itself once the
 * visitor reaches for a link. So no page carries a list of the archive's articles for its language links.
 */
const MAY_BE_MISSING = /^(\/news-and-events)\/.+$/;

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
 * link is about to be followed, because the list changes it without a navigation; so does the page's own address
 * in that language, for a page a language may lack (MAY_BE_MISSING).
 */
export function LanguageLinks({ languages, current, path, label, id, className, linkClassName }: LanguageLinksProps) {
  const aimAtPage = (event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement> | PointerEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    // The page in that language, where the page names it as an alternate (every page does, in the languages it has).
    const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${link.hreflang}"]`);
    if (alternate) link.pathname = new URL(alternate.href).pathname;
    link.search = window.location.search;
  };
  const section = path.replace(MAY_BE_MISSING, '$1');
  return (
    <ul id={id} aria-label={label} className={className}>
      {languages.map((lang) => {
        const isCurrent = lang.code === current;
        return (
          <li key={lang.code}>
            <a
              href={withPrefix(lang.prefix, isCurrent ? path : section)}
              lang={lang.hreflang}
              hrefLang={lang.hreflang}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={aimAtPage}
              onAuxClick={aimAtPage}
              onFocus={aimAtPage}
              onPointerEnter={aimAtPage}
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

'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { cn } from '@/lib/ui/cn';
import type { NavItem } from '@/lib/site/schema';
import type { NavLink } from '@/lib/content/fields';
import { LanguageLinks, type LanguageLink } from './language-links';
import { SearchLink } from './search-link';
import { fillTemplate, fillTemplateNodes } from '@/lib/i18n/template';
import { PhraseText, inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import { HEADER_SCROLL_THRESHOLD, NAV_DESKTOP_MIN_WIDTH, isNavItemActive, normalizePath } from '@/lib/layout/nav';
import { whenIdleAfterLoad } from '@/lib/ui/when-idle';

interface SiteHeaderProps {
  items: readonly NavItem[];
  rfq: NavLink;
  logo: { src: string; alt: string; width: number; height: number };
  labels: { main: string; menu: string; newTab: string; submenu: string; overview: string; languages: string; languageButton: string; search: string };
  /** The languages of the site and this page's; the list is left out when the site speaks one. */
  switcher: { languages: readonly LanguageLink[]; current: string };
  /** The navigation's labels in phrases, in a language that breaks between phrases (from the server). */
  phrases?: PhraseBook;
}

/**
 * Dark sticky header: shadow past 50 px of scroll, dropdowns that open on mouse
 * hover, About Us / Services that navigate above 992 px and toggle below, a collapsible menu on small
 * screens, Escape to close, and the current route marked with aria-current.
 *
 * The menu, the dropdowns and the language list are each a <details> whose <summary> is the toggle, and CSS
 * shows a panel while its <details> is open: they open and close from the HTML alone, before the scripts
 * arrive or without them (the dropdowns and the language list share one `name`, so one is open at a time).
 * Once the island runs, it holds the open state and writes it into `open`; each summary's click is its own.
 */
/** What the not-found page's path is while it is exported: its switcher leads to each language's home page. */
const NOT_FOUND_PATH = '/_not-found';
/** The language list opens and closes like the navigation's dropdowns, under this key. */
const LANGUAGES_KEY = '#languages';
/** The dropdowns and the language list form one group of <details>: opening one closes the others. */
const DROPDOWN_GROUP = 'site-nav';

export function SiteHeader({ items, rfq, logo, labels, switcher, phrases }: SiteHeaderProps) {
  const phrased = (text: string) => <PhraseText text={text} parts={inBook(phrases, text)} />;
  const pathname = normalizePath(usePathname() ?? '/');
  const currentLanguage = switcher.languages.find((l) => l.code === switcher.current);
  const [scrolled, setScrolled] = useState(false);
  // Open states remember the path they were opened on, so any navigation (including Back) closes them.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [dropdownState, setDropdownState] = useState<{ href: string; on: string } | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const dropdown = dropdownState?.on === pathname ? dropdownState.href : null;
  const setMenuOpen = useCallback((open: boolean) => setMenuOpenOn(open ? pathname : null), [pathname]);
  // What is open right now, for event handlers: pointer events and the click that follows them can arrive
  // before React has re-rendered, so a render's `dropdown` may already be stale when the click lands.
  const openNow = useRef<{ href: string; on: string } | null>(null);
  // The dropdown the mouse opened by pointing at it: for the click that follows, it still counts as closed.
  const hoverOpened = useRef<string | null>(null);
  const setDropdown = useCallback(
    (href: string | null) => {
      const next = href ? { href, on: pathname } : null;
      openNow.current = next;
      if (!href) hoverOpened.current = null;
      setDropdownState(next);
    },
    [pathname],
  );
  const isOpenNow = (href: string) => openNow.current?.href === href && openNow.current.on === pathname;
  /**
   * A click, tap or Enter on About Us / Services (narrow screens) or on a dropdown button: opens the dropdown
   * unless it was already open when the pointer arrived; the next one closes it. Hovering first changes nothing.
   */
  const toggleDropdown = (href: string) => {
    const wasOpen = isOpenNow(href) && hoverOpened.current !== href;
    hoverOpened.current = null;
    setDropdown(wasOpen ? null : href);
  };
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLElement>(null);

  // What a visitor opened before the island ran (the <details> toggled by themselves) becomes its state.
  useEffect(() => {
    if (menuButtonRef.current?.parentElement?.hasAttribute('open')) setMenuOpen(true);
    const open = navRef.current?.querySelector<HTMLElement>('details[open] > [data-dropdown-toggle]');
    if (open?.dataset.dropdownToggle) setDropdown(open.dataset.dropdownToggle);
  }, [setMenuOpen, setDropdown]);

  // Once the page is idle, the closed panels are laid out out of sight (globals.css says why).
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    return whenIdleAfterLoad(() => nav.setAttribute('data-panels-laid-out', ''), { timeout: 3000, fallbackDelay: 1000 });
  }, []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const closeAll = useCallback(() => {
    openNow.current = null;
    hoverOpened.current = null;
    setDropdownState(null);
    setMenuOpenOn(null);
  }, []);

  // A click or tap outside the navigation closes an open dropdown.
  useEffect(() => {
    if (!dropdown) return;
    const onPointerDown = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setDropdown(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [dropdown, setDropdown]);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape') return;
    if (dropdown) {
      const toggle = navRef.current?.querySelector<HTMLElement>(`[data-dropdown-toggle="${dropdown}"]`);
      setDropdown(null);
      toggle?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  const onParentClick = (e: React.MouseEvent<HTMLAnchorElement>, href: string) => {
    if (window.innerWidth > NAV_DESKTOP_MIN_WIDTH) {
      closeAll();
      return;
    }
    e.preventDefault();
    toggleDropdown(href);
  };

  const linkClass = (active: boolean) =>
    cn(
      'block rounded px-3 py-2 text-sm font-medium transition-colors focus-ring focus-ring-accent',
      active ? 'text-accent' : 'text-slate-100 hover:text-accent',
    );

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-50 bg-navy text-white transition-shadow duration-300',
        scrolled ? 'shadow-[0_4px_16px_rgba(0,0,0,0.45)]' : 'shadow-none',
      )}
    >
      <nav
        ref={navRef}
        aria-label={labels.main}
        onKeyDown={onKeyDown}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-2 nav:flex-nowrap"
      >
        <Link href="/" className="flex shrink-0 items-center rounded py-1" onClick={closeAll}>
          {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo */}
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className="h-10 w-auto" />
        </Link>
        {/* Beside the menu button on a phone; last, after the languages, on a wide screen. */}
        <SearchLink label={labels.search} className="ml-auto nav:order-last nav:ml-1" />
        <details className="nav-disclosure group nav:hidden" open={menuOpen}>
          <summary
            ref={menuButtonRef}
            className="inline-flex items-center gap-2 rounded border border-slate-600 px-3 py-2 text-sm font-medium"
            aria-controls="site-menu"
            onClick={(e) => {
              e.preventDefault();
              setMenuOpen(!menuOpen);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open:inline" d="M6 6l12 12M18 6L6 18" />
            </svg>
            {labels.menu}
          </summary>
        </details>
        <ul
          id="site-menu"
          className="nav-panel hidden w-full flex-col gap-1 pb-3 nav:flex nav:w-auto nav:flex-row nav:items-center nav:gap-1 nav:pb-0"
        >
          {items.map((item) => {
            const active = isNavItemActive(item, pathname);
            const current = active ? (pathname === item.href ? 'page' : 'true') : undefined;
            if (item.external) {
              return (
                <li key={item.href}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer" className={linkClass(false)} onClick={closeAll}>
                    {/* The note around the name, where the language puts it ("{label} (opens in a new tab)"), for screen readers only. */}
                    {fillTemplateNodes(labels.newTab, { label: phrased(item.label) }, (note) => <span className="sr-only">{note}</span>)}
                  </a>
                </li>
              );
            }
            if (!item.children?.length) {
              return (
                <li key={item.href}>
                  <Link href={item.href} aria-current={current} className={linkClass(active)} onClick={closeAll}>
                    {phrased(item.label)}
                  </Link>
                </li>
              );
            }
            const open = dropdown === item.href;
            const listId = `submenu-${item.href.slice(1)}`;
            return (
              <li
                key={item.href}
                className="relative"
                onPointerEnter={(e) => {
                  if (e.pointerType !== 'mouse' || isOpenNow(item.href)) return;
                  setDropdown(item.href);
                  hoverOpened.current = item.href;
                }}
                onPointerLeave={(e) => {
                  if (e.pointerType === 'mouse' && isOpenNow(item.href)) setDropdown(null);
                }}
              >
                <div className="flex items-center">
                  <Link
                    href={item.href}
                    aria-current={current}
                    className={linkClass(active)}
                    onClick={(e) => onParentClick(e, item.href)}
                  >
                    {phrased(item.label)}
                  </Link>
                  <details className="nav-disclosure group" name={DROPDOWN_GROUP} open={open}>
                    <summary
                      data-dropdown-toggle={item.href}
                      aria-controls={listId}
                      aria-label={fillTemplate(labels.submenu, { label: item.label })}
                      className="block rounded p-2 text-slate-300 hover:text-accent focus-ring focus-ring-accent focus-visible:outline-offset-0"
                      onClick={(e) => {
                        e.preventDefault();
                        toggleDropdown(item.href);
                      }}
                    >
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" fill="currentColor">
                        <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
                      </svg>
                    </summary>
                  </details>
                </div>
                <ul
                  id={listId}
                  className="nav-panel hidden min-w-60 flex-col rounded-md bg-navy-light py-2 nav:absolute nav:left-0 nav:top-full nav:shadow-xl"
                >
                  <li className="nav:hidden">
                    <Link href={item.href} aria-current={pathname === item.href ? 'page' : undefined} className={linkClass(pathname === item.href)} onClick={closeAll}>
                      {fillTemplate(labels.overview, { label: item.label })}
                    </Link>
                  </li>
                  {item.children.map((child) => {
                    const childActive = pathname === child.href;
                    return (
                      <li key={child.href}>
                        <Link href={child.href} aria-current={childActive ? 'page' : undefined} className={linkClass(childActive)} onClick={closeAll}>
                          {phrased(child.label)}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
          <li className="mt-2 nav:ml-2 nav:mt-0">
            <Link
              href={rfq.href}
              onClick={closeAll}
              aria-current={pathname === rfq.href ? 'page' : undefined}
              className="inline-flex h-[30px] w-[100px] items-center justify-center whitespace-nowrap rounded bg-accent text-xs font-bold text-navy transition-colors hover:bg-accent-light focus-ring focus-ring-white"
            >
              {phrased(rfq.label)}
            </Link>
          </li>
          {switcher.languages.length > 1 && currentLanguage ? (
            // The languages, behind a toggle that names the page's: the names in their own scripts would not fit
            // beside the navigation.
            <li className="relative mt-2 nav:ml-2 nav:mt-0">
              <details className="nav-disclosure group" name={DROPDOWN_GROUP} open={dropdown === LANGUAGES_KEY}>
                <summary
                  data-dropdown-toggle={LANGUAGES_KEY}
                  aria-controls="site-languages"
                  aria-label={fillTemplate(labels.languageButton, { name: currentLanguage.name })}
                  lang={currentLanguage.hreflang}
                  className="flex items-center gap-1 whitespace-nowrap rounded px-3 py-2 text-sm font-medium text-slate-100 hover:text-accent focus-ring focus-ring-accent"
                  onClick={(e) => {
                    e.preventDefault();
                    toggleDropdown(LANGUAGES_KEY);
                  }}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
                    <circle cx="10" cy="10" r="7.5" />
                    <path d="M2.5 10h15M10 2.5c2.2 2.3 2.2 12.7 0 15M10 2.5c-2.2 2.3-2.2 12.7 0 15" />
                  </svg>
                  {currentLanguage.name}
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" fill="currentColor">
                    <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
                  </svg>
                </summary>
              </details>
              <LanguageLinks
                id="site-languages"
                languages={switcher.languages}
                current={switcher.current}
                path={pathname === NOT_FOUND_PATH ? '/' : pathname}
                label={labels.languages}
                className="nav-panel hidden min-w-40 flex-col rounded-md bg-navy-light py-2 nav:absolute nav:right-0 nav:top-full nav:shadow-xl"
                linkClassName={(current) => linkClass(current)}
              />
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

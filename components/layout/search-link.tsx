import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Link } from '@/components/ui/link';
import { isSearchShortcut } from '@/lib/search/shortcut';
import { cn } from '@/lib/ui/cn';

/** The search page's box (components/search/search-form.tsx): the shortcut focuses it where it is on the page. */
const SEARCH_BOX = 'search-query';

/**
 * The header's way to the site search: a link to the search page (it works without scripts), and the keyboard
 * shortcut ("/" or Ctrl/Cmd+K) that focuses the search box on the search page or goes there from any other.
 */
export function SearchLink({ label, className }: { label: string; className?: string }) {
  const router = useRouter();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      const box = document.getElementById(SEARCH_BOX);
      if (box) {
        box.focus();
        (box as HTMLInputElement).select?.();
      } else router.push('/search');
    };
    window.addEventListener('keydown', onKey);
    // The page says when the shortcut listens (for the tests: a key pressed before would do nothing).
    document.documentElement.dataset.searchShortcut = '';
    return () => {
      window.removeEventListener('keydown', onKey);
      delete document.documentElement.dataset.searchShortcut;
    };
  }, [router]);
  return (
    <Link
      href="/search"
      aria-label={label}
      title={label}
      className={cn('inline-flex h-10 w-10 items-center justify-center rounded text-slate-100 hover:text-accent focus-ring focus-ring-accent', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </svg>
    </Link>
  );
}

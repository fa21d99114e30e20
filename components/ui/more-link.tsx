import { Link } from './link';
import { cn } from '@/lib/ui/cn';
import { fillTemplateNodes } from '@/lib/i18n/template';
import { ui } from '@/lib/ui/texts';
import { buttonClasses } from './button';

export interface MoreLinkProps {
  href: string;
  /** The visible text, like "Learn More". */
  label: string;
  /** What the link is about (the card's title): read after the label, so a list of links is never "Learn More" x 3. */
  about: string;
  /** An underlined text link, or a small call-to-action button. */
  look?: 'text' | 'button';
  className?: string;
}

/** The way from a card to its page: "<label>: <about>" (the language's template) for a screen reader, "<label> →" on screen. */
export function MoreLink({ href, label, about, look = 'text', className }: MoreLinkProps) {
  return (
    <Link
      href={href}
      className={
        look === 'text'
          ? cn('inline-flex items-center gap-1 font-semibold text-accent-dark hover:underline focus-ring', className)
          : buttonClasses({ size: 'sm', className })
      }
    >
      {/* The label shows; the words around it and the card's title are read out only. */}
      {fillTemplateNodes(ui.moreLink, { label, about: <span className="sr-only">{about}</span> }, (words) => <span className="sr-only">{words}</span>)}
      <span aria-hidden="true">→</span>
    </Link>
  );
}

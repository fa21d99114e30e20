import type { LegalPage } from '@/lib/legal/content';
import { ui } from '@/lib/ui/texts';
import { language } from '@/lib/i18n/edition';
import { fillTemplateNodes } from '@/lib/i18n/template';
import { formatNewsDate } from '@/lib/news/news';
import { ProseSections } from './prose-sections';

/** Body of a legal page: its sections and the date it was last updated. */
export function LegalText({ page }: { page: LegalPage }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <ProseSections sections={page.sections} />
      <p className="mt-12 text-sm text-slate-500">
        {fillTemplateNodes(ui.legal.updated, { date: <time dateTime={page.updated}>{formatNewsDate(page.updated, language)}</time> })}
      </p>
    </div>
  );
}

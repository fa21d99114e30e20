import { Link } from '@/components/ui/link';
import type { Metadata } from 'next';
import { notFoundPage } from '@/lib/content/pages';
import { site } from '@/lib/site/content';
import { sectionRedirectScript } from '@/lib/routes/redirects';
import { Phrases } from '@/components/ui/phrases';

export const metadata: Metadata = {
  title: notFoundPage.title,
  description: notFoundPage.description,
  robots: { index: false },
};

/**
 * Exported as each edition's 404.html (out/404.html, out/vi/404.html, …). Unknown paths under /about-us and
 * /services (/vi/about-us, … in the other editions) are sent to their section root before anything paints
 * (hosts that serve 404.html without our redirect rules); every other unknown path gets this branded page with
 * the site navigation.
 */
export default function NotFound() {
  const links = [{ label: notFoundPage.home, href: '/' }, ...site.nav.filter((item) => !item.external && item.href !== '/'), site.rfq];
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <script dangerouslySetInnerHTML={{ __html: sectionRedirectScript() }} />
      <p className="text-6xl font-extrabold text-accent-dark">404</p>
      <h1 className="mt-4 text-3xl font-bold text-navy sm:text-4xl"><Phrases>{notFoundPage.heading}</Phrases></h1>
      <p className="mt-4 text-lg text-slate-600">{notFoundPage.lead}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="inline-block rounded-md border border-slate-300 px-4 py-2 font-medium text-navy hover:border-accent-dark hover:text-accent-dark">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from '@/components/ui/link';
import { site } from '@/lib/site/content';
import { ui } from '@/lib/ui/texts';
import { fillTemplate } from '@/lib/i18n/template';
import { Phrases } from '@/components/ui/phrases';

/** Footer: Privacy and Terms, the three locations, e-mail, phone and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="bg-navy text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo */}
          <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} className="h-10 w-auto" />
          <p className="mt-4 text-sm font-semibold tracking-widest text-accent">{site.tagline}</p>
          <p className="mt-2 text-sm text-slate-300">{site.slogan}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white"><Phrases>{site.footer.locationsHeading}</Phrases></h2>
          <ul className="mt-4 space-y-3 text-sm">
            {site.offices.map((office) => (
              <li key={office.id}>
                <span className="block font-medium text-white">{office.role}</span>
                <span className="text-slate-300">{office.city}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white"><Phrases>{site.footer.contactHeading}</Phrases></h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <span className="block text-slate-400">{ui.footer.emailLabel}</span>
              <a href={`mailto:${site.email}`} className="text-accent underline-offset-4 hover:underline">
                {site.email}
              </a>
            </li>
            <li>
              <span className="block text-slate-400">{ui.footer.phoneLabel}</span>
              <a href={`tel:${site.phone.tel}`} className="text-accent underline-offset-4 hover:underline">
                {site.phone.display}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={ui.footer.legalHeading}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white"><Phrases>{ui.footer.legalHeading}</Phrases></h2>
          <ul className="mt-4 space-y-3 text-sm">
            {site.footer.legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-slate-200 underline-offset-4 hover:text-accent hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400">
          {fillTemplate(site.footer.copyright, { year: site.copyrightYear, name: site.name })}
        </p>
      </div>
    </footer>
  );
}

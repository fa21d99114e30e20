import { Icon } from '@/components/ui/icon';
import { contact } from '@/lib/contact/content';
import { site } from '@/lib/site/content';
import { Phrases } from '@/components/ui/phrases';
import { langOf } from '@/lib/i18n/fallback';

/** The three offices with their addresses, then the phone number and the e-mail line, as plain text. */
export function OfficeList() {
  return (
    <div>
      <ul className="space-y-4">
        {site.offices.map((office) => (
          <li key={office.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon name="building" className="mt-0.5 h-6 w-6 shrink-0 text-accent-dark" />
            <div>
              <h3 className="font-semibold text-navy">
                <Phrases>{office.name}</Phrases>
              </h3>
              <p lang={langOf(office.city)} className="text-sm font-medium text-slate-600">
                {office.city}
              </p>
              <address lang={langOf(office.address)} className="mt-1 not-italic text-slate-700">
                {office.address}
              </address>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-600">{contact.offices.phoneLabel}</dt>
          <dd>
            <a href={`tel:${site.phone.tel}`} className="font-semibold text-accent-dark underline-offset-4 hover:underline">
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{contact.offices.emailLabel}</dt>
          <dd>
            <a href={`mailto:${site.email}`} className="font-semibold text-accent-dark underline-offset-4 hover:underline">
              {site.email}
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}

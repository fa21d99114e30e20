import { Section } from '@/components/ui/section';
import { contact } from '@/content/contact';
import { site } from '@/content/site';
import { ContactForm } from './contact-form';

/** The "Get in Touch" block, anchored as #contact, at the end of the home page and on /contact. */
export function ContactSection() {
  return (
    <Section id="contact" heading={contact.form.heading} lead={contact.form.lead} tone="muted">
      <noscript>
        <p className="mb-6 max-w-3xl rounded-md border-l-4 border-accent-dark bg-white px-4 py-3">
          {contact.form.noScript}{' '}
          <a href={`mailto:${site.email}`} className="font-semibold text-accent-dark underline">
            {site.email}
          </a>
        </p>
      </noscript>
      <ContactForm texts={contact} email={site.email} />
    </Section>
  );
}

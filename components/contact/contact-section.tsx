import { Section } from '@/components/ui/section';
import { contact } from '@/lib/contact/content';
import { site } from '@/lib/site/content';
import { ContactForm } from './contact-form';

/**
 * Without JavaScript the form cannot send (the static host answers a post with an error page and the typed
 * text is lost): it is not offered, and the note with the e-mail address stands in for it.
 */
const NO_JS_CSS = '[data-contact-form]{display:none}';

/** The "Get in Touch" block, anchored as #contact, at the end of the home page and on /contact. */
export function ContactSection() {
  return (
    <Section id="contact" heading={contact.form.heading} lead={contact.form.lead} tone="muted">
      <noscript>
        <style>{NO_JS_CSS}</style>
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

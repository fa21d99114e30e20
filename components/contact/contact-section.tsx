import { Section } from '@/components/ui/section';
import { contact } from '@/content/contact';

/** The "Get in Touch" block, anchored as #contact, at the end of the home page and on /contact. */
export function ContactSection() {
  return (
    <Section id="contact" heading={contact.form.heading} lead={contact.form.lead} tone="muted">
      {null}
    </Section>
  );
}

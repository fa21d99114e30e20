import type { NavLink } from '@/lib/content/fields';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Phrases } from '@/components/ui/phrases';

interface CaseStudiesCtaProps {
  id: string;
  cta: { heading: string; text: string; link: NavLink };
}

/** The invitation to get in touch at the end of a page of case studies. */
export function CaseStudiesCta({ id, cta }: CaseStudiesCtaProps) {
  return (
    <Section id={id} heading={cta.heading} lead={cta.text} tone="dark">
      <ButtonLink href={cta.link.href} variant="accent">
        <Phrases>{cta.link.label}</Phrases>
      </ButtonLink>
    </Section>
  );
}

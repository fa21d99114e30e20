import { Section } from '@/components/ui/section';
import { team } from '@/lib/about/content';
import { pages } from '@/lib/content/pages';
import { site } from '@/lib/site/content';
import { innerLevel } from '@/components/ui/heading';
import { TeamCarousel } from './team-carousel';
import { language } from '@/lib/i18n/edition';
import { phrasesProp } from '@/lib/i18n/phrases';
import { picturesOf } from '@/lib/pictures/manifest';

/** The size a portrait is laid out for (a square card 15rem wide): an SVG portrait's own. */
const PORTRAIT = { width: 240, height: 240 };

/** Team block: the leadership carousel. `titled` gives it its own h2 (stacked /about-us page). */
export function TeamSection({ titled = false }: { titled?: boolean }) {
  const page = pages['/about-us/team'];
  return (
    <Section id="team" tone="dark" heading={titled ? page.heading : undefined} lead={titled ? page.lead : undefined}>
      <TeamCarousel
        members={team.members}
        labels={{ label: team.label, carouselRole: team.carouselRole, slideRole: team.slideRole, slideLabel: team.slideLabel, pause: team.pause, play: team.play, hint: team.hint }}
        logo={{ src: site.logo.src, width: site.logo.width, height: site.logo.height }}
        headingLevel={innerLevel(titled)}
        portraits={picturesOf(team.members.map((member) => member.img), PORTRAIT)}
        {...phrasesProp(team.members.flatMap((member) => [member.name, member.role, member.base]), language)}
      />
    </Section>
  );
}

import type { TeamMember } from '@/lib/about/content';
import { Heading, type HeadingLevel } from '@/components/ui/heading';

interface LeaderCardProps {
  member: TeamMember;
  headingLevel: HeadingLevel;
  portraitClassName?: string;
  captionClassName?: string;
}

/** One leadership card: portrait and caption (name, role, base office). */
export function LeaderCard({ member, headingLevel, portraitClassName, captionClassName }: LeaderCardProps) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG portrait from public/team */}
      <img src={member.img} alt={member.alt} width={240} height={240} className={portraitClassName} />
      <div className={captionClassName}>
        <Heading level={headingLevel} className="text-lg font-bold leading-tight text-navy">
          {member.name}
        </Heading>
        <p className="mt-1 text-sm font-medium leading-snug text-accent-dark">{member.role}</p>
        <p className="mt-1 text-sm text-slate-600">{member.base}</p>
      </div>
    </>
  );
}

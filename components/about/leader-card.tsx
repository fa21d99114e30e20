import type { TeamMember } from '@/lib/about/content';
import { Heading, type HeadingLevel } from '@/components/ui/heading';
import { PhraseText, inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';

interface LeaderCardProps {
  member: TeamMember;
  headingLevel: HeadingLevel;
  portraitClassName?: string;
  captionClassName?: string;
  /** Names, roles and offices in phrases, in a language that breaks between phrases (from the server). */
  phrases?: PhraseBook;
}

/** One leadership card: portrait and caption (name, role, base office). */
export function LeaderCard({ member, headingLevel, portraitClassName, captionClassName, phrases }: LeaderCardProps) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG portrait from public/team */}
      <img src={member.img} alt={member.alt} width={240} height={240} className={portraitClassName} />
      <div className={captionClassName}>
        <Heading level={headingLevel} className="text-lg font-bold leading-tight text-navy">
          <PhraseText text={member.name} parts={inBook(phrases, member.name)} />
        </Heading>
        <p className="mt-1 text-sm font-medium leading-snug text-accent-dark">
          <PhraseText text={member.role} parts={inBook(phrases, member.role)} />
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <PhraseText text={member.base} parts={inBook(phrases, member.base)} />
        </p>
      </div>
    </>
  );
}

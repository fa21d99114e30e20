import type { TeamMember } from '@/lib/about/content';
import { Heading, type HeadingLevel } from '@/components/ui/heading';
import { PhraseText, inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';
import { Picture } from '@/components/ui/picture';

interface LeaderCardProps {
  member: TeamMember;
  /** The member's portrait (lib/pictures/manifest.ts); without it, its own file at 240 x 240. */
  portrait?: PictureData;
  /** How soon the portrait loads: `high` at once and ahead of the rest, `eager` at once, `lazy` near the screen. */
  portraitPriority?: 'high' | 'eager' | 'lazy';
  headingLevel: HeadingLevel;
  portraitClassName?: string;
  captionClassName?: string;
  /** Names, roles and offices in phrases, in a language that breaks between phrases (from the server). */
  phrases?: PhraseBook;
}

/** One leadership card: portrait and caption (name, role, base office). */
export function LeaderCard({ member, portrait, portraitPriority = 'lazy', headingLevel, portraitClassName, captionClassName, phrases }: LeaderCardProps) {
  return (
    <>
      <Picture
        picture={portrait ?? { src: member.img, width: 240, height: 240 }}
        slot="portrait"
        alt={member.alt}
        priority={portraitPriority === 'high'}
        eager={portraitPriority === 'eager'}
        className={portraitClassName}
      />
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

'use client';

import { useState, type FocusEvent } from 'react';
import type { TeamMember } from '@/lib/about/content';
import { cardTransform, facingTransform, fillTemplate, resumeDelay } from '@/lib/about/carousel';
import type { HeadingLevel } from '@/components/ui/heading';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';
import { LeaderCard } from './leader-card';
import styles from './team-carousel.module.css';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { useHydrated } from '@/lib/layout/hydrated';

export interface TeamCarouselProps {
  members: readonly TeamMember[];
  labels: { label: string; carouselRole: string; slideRole: string; slideLabel: string; pause: string; play: string; hint: string };
  logo: { src: string; width: number; height: number };
  /** Heading level of each card's name. */
  headingLevel: HeadingLevel;
  /** The cards' names, roles and offices in phrases, in a language that breaks between phrases. */
  phrases?: PhraseBook;
  /** The members' portraits, by image path (from the server: lib/pictures/manifest.ts). */
  portraits?: Readonly<Record<string, PictureData>>;
}

/**
 * The rotating 3D ring of leadership cards (WAI-ARIA carousel pattern, auto-rotating): the rotation control
 * comes first, rotation pauses while the pointer is over the ring or focus is inside the carousel, and a
 * focused card turns to the front. All cards and captions are in the server HTML.
 */
export function TeamCarousel({ members, labels, logo, headingLevel, phrases, portraits }: TeamCarouselProps) {
  const [paused, setPaused] = useState(false);
  const [facing, setFacing] = useState<number | null>(null);
  const [resumeFrom, setResumeFrom] = useState(0);
  const count = members.length;
  const hydrated = useHydrated();

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (facing !== null) setResumeFrom(facing);
    setFacing(null);
  };

  return (
    <div className={styles.carousel} role="region" aria-roledescription={labels.carouselRole} aria-label={labels.label}>
      <div className={styles.controls}>
        <p className={cn(styles.hint, 'text-sm text-slate-300')}>{labels.hint}</p>
        <Button
          variant="outline-accent"
          size="sm"
          focusRing="accent"
          className={cn(styles.toggle, 'awaits-hydration')}
          data-ready={hydrated || undefined}
          onClick={() => setPaused((p) => !p)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
            {paused ? <path d="M7 4l13 8-13 8z" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" />}
          </svg>
          {paused ? labels.play : labels.pause}
        </Button>
      </div>
      <div className={styles.viewport} data-testid="team-viewport">
        <div className={styles.scene}>
          {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo, decorative (the section names the team) */}
          <img src={logo.src} alt="" width={logo.width} height={logo.height} className={styles.logo} />
          <div
            className={styles.ring}
            data-testid="team-ring"
            data-paused={paused ? 'true' : undefined}
            data-facing={facing ?? undefined}
            style={facing !== null ? { transform: facingTransform(facing, count) } : { animationDelay: `${resumeDelay(resumeFrom, count)}ms` }}
            onBlur={onBlur}
          >
            {members.map((member, i) => (
              <div
                key={member.img}
                role="group"
                aria-roledescription={labels.slideRole}
                aria-label={fillTemplate(labels.slideLabel, { index: i + 1, total: count })}
                tabIndex={0}
                className={styles.card}
                style={{ transform: cardTransform(i, count) }}
                onFocus={() => setFacing(i)}
              >
                <LeaderCard
                  member={member}
                  portrait={portraits?.[member.img]}
                  // The ring leads its page, right under the page's header: every portrait is in the first screen,
                  // the one facing the visitor first.
                  portraitPriority={i === 0 ? 'high' : 'eager'}
                  headingLevel={headingLevel}
                  portraitClassName={styles.portrait}
                  captionClassName={styles.caption}
                  phrases={phrases}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

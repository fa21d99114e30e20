import { MoreLink } from '@/components/ui/more-link';
import { Icon } from '@/components/ui/icon';
import type { ServiceCard } from '@/lib/home/schema';
import styles from './service-flip-card.module.css';
import { Phrases } from '@/components/ui/phrases';
import { langOf } from '@/lib/i18n/fallback';

/**
 * A Key Features card: the front (icon, title, description, three features) flips to
 * the back texts on hover and while the card's link has keyboard focus; under reduced motion it cross-fades.
 * Both faces share one grid cell, so the card is as tall as its longer face; "Learn More" never flips.
 */
export function ServiceFlipCard({ card, learnMore }: { card: ServiceCard; learnMore: string }) {
  return (
    <article className={styles.card} data-testid="service-card">
      <div className={styles.flipper}>
        <div className={styles.inner}>
          <div className={styles.front}>
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-sky-100 text-accent-dark">
              <Icon name={card.icon} className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-navy"><Phrases>{card.title}</Phrases></h3>
            <p lang={langOf(card.description)} className="mt-2 text-slate-700">
              {card.description}
            </p>
            <ul className="mt-4 space-y-3">
              {card.features.map((feature) => (
                <li key={feature.title} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-accent-dark" />
                  <span>
                    <strong className="font-semibold text-navy">{feature.title}</strong>
                    <span className="block text-sm text-slate-600">{feature.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.back} data-testid="service-card-back">
            <p className="text-sm font-semibold tracking-widest text-accent uppercase">{card.backTitle}</p>
            <p lang={langOf(card.backDescription)} className="mt-3 text-lg leading-relaxed">
              {card.backDescription}
            </p>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-200 px-6 py-4">
        <MoreLink href={card.link} label={learnMore} about={card.title} />
      </div>
    </article>
  );
}

import { home, homeMotion, partners } from '@/lib/home/content';
import { PartnerMarquee } from './partner-marquee';
import { pictureOf } from '@/lib/pictures/manifest';

/** "Our Partners": the endless logo strip under the hero. */
export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-heading" data-testid="partner-strip" className="flex min-h-0 flex-col justify-center overflow-hidden border-b border-slate-200 bg-white">
      <PartnerMarquee
        heading={home.partners.heading}
        labels={{ pause: home.partners.pause, play: home.partners.play, pauseShort: home.partners.pauseShort, playShort: home.partners.playShort }}
        logos={partners}
        pictures={Object.fromEntries(partners.map((logo) => [logo.src, pictureOf(logo.src, { width: logo.width, height: logo.height })]))}
        pxPerFrame={homeMotion.stripPxPerFrame}
        fps={homeMotion.stripFps}
        resumeDelay={homeMotion.resumeDelay}
      />
    </section>
  );
}

import { home, homeMotion, particleSettings } from '@/lib/home/content';
import { site } from '@/lib/site/content';
import { particleOptions } from '@/lib/home/particles';
import { HeroParticles } from './hero-particles';
import { TiltLogo } from './tilt-logo';
import { ButtonLink } from '@/components/ui/button';
import { Phrases } from '@/components/ui/phrases';

/** Home hero: particle background, tilting logo, tagline (the page's h1), slogan and the two calls to action. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" data-testid="hero" className="relative flex h-full items-center justify-center overflow-hidden bg-navy text-white">
      <HeroParticles options={particleOptions(particleSettings)} />
      <div className="relative z-10 mx-auto flex max-w-4xl flex-col items-center px-4 text-center">
        <TiltLogo
          src={site.logo.src}
          alt={site.logo.alt}
          width={site.logo.width * 2}
          height={site.logo.height * 2}
          max={homeMotion.tiltMax}
          startDelay={homeMotion.logoStartDelay}
        />
        <h1 id="hero-heading" className="mt-6 text-3xl font-extrabold tracking-[0.12em] sm:mt-8 sm:text-5xl">
          <Phrases>{site.tagline}</Phrases>
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200 sm:text-xl">{site.slogan}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-4 sm:mt-8">
          {home.hero.buttons.map((button, i) => (
            <ButtonLink key={button.href} href={button.href} variant={i === 0 ? 'accent' : 'outline-accent'}>
              <Phrases>{button.label}</Phrases>
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}

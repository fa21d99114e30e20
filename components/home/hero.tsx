import Link from 'next/link';
import { home } from '@/content/home';
import { site } from '@/content/site';

/** Home hero: logo, tagline (the page's h1), slogan and the two calls to action. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative flex h-full items-center justify-center overflow-hidden bg-navy text-white">
      <div className="relative z-10 mx-auto flex max-w-4xl flex-col items-center px-4 text-center">
        {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo */}
        <img src={site.logo.src} alt="" width={site.logo.width * 2} height={site.logo.height * 2} className="h-16 w-auto sm:h-20" />
        <h1 id="hero-heading" className="mt-8 text-3xl font-extrabold tracking-[0.12em] sm:text-5xl">
          {site.tagline}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200 sm:text-xl">{site.slogan}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {home.hero.buttons.map((button, i) => (
            <Link
              key={button.href}
              href={button.href}
              className={
                i === 0
                  ? 'rounded-md bg-accent px-6 py-3 font-semibold text-navy transition-colors hover:bg-accent-light'
                  : 'rounded-md border border-accent px-6 py-3 font-semibold text-accent transition-colors hover:bg-accent hover:text-navy'
              }
            >
              {button.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

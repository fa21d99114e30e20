import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Analytics } from '@/components/analytics/analytics';
import { Header } from '@/components/layout/header';
import { Intro } from '@/components/layout/intro';
import { SiteFooter } from '@/components/layout/site-footer';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { INTRO_STORAGE_KEY, intro } from '@/lib/intro/content';
import { site } from '@/lib/site/content';
import { ui } from '@/lib/ui/texts';
import { introGateScript } from '@/lib/intro/intro';
import { jsonLdString, organizationJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import './globals.css';
import { BRAND_COLORS } from '@/lib/ui/design-tokens';
import { language, localizedPath } from '@/lib/i18n/edition';

const inter = localFont({
  src: './fonts/inter-latin-var.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

// Inter's Vietnamese letters (ơ, ư, ạ …), 10 KB, first in the font stack but only for its unicode-range: the
// browser fetches it on a page that shows such a letter, and never on an English or Chinese page without one.
const interVietnamese = localFont({
  src: './fonts/inter-vietnamese-var.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-vi',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
    },
  ],
});

export const metadata: Metadata = {
  // With the edition's prefix: the share images' addresses resolve against it (Next.js adds no basePath there).
  metadataBase: new URL(`${site.url}${localizedPath('/')}`),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: { icon: '/favicon.svg' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: BRAND_COLORS.navy.DEFAULT,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={language.hreflang} className={`${inter.variable} ${interVietnamese.variable}`} suppressHydrationWarning>
      <head>
        {/* Marks a browser that runs scripts before the first paint, so CSS can show what only scripts complete. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.setAttribute('data-scripting','')" }} />
        <script dangerouslySetInnerHTML={{ __html: introGateScript(INTRO_STORAGE_KEY, localizedPath('/')) }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {ui.skipToContent}
        </a>
        <Intro content={intro} logo={site.logo} />
        <div className="site-frame flex min-h-screen flex-col">
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </div>
        <RevealObserver />
        <Analytics />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(organizationJsonLd()) }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(websiteJsonLd()) }} />
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Header } from '@/components/layout/header';
import { Intro } from '@/components/layout/intro';
import { SiteFooter } from '@/components/layout/site-footer';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { INTRO_STORAGE_KEY, intro } from '@/lib/intro/content';
import { site } from '@/lib/site/content';
import { ui } from '@/lib/ui/texts';
import { introGateScript } from '@/lib/intro/intro';
import { jsonLdString, organizationJsonLd } from '@/lib/seo/jsonld';
import './globals.css';
import { BRAND_COLORS } from '@/lib/ui/design-tokens';

const inter = localFont({
  src: './fonts/inter-latin-var.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
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
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Marks a browser that runs scripts before the first paint, so CSS can show what only scripts complete. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.setAttribute('data-scripting','')" }} />
        <script dangerouslySetInnerHTML={{ __html: introGateScript(INTRO_STORAGE_KEY) }} />
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
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(organizationJsonLd()) }} />
      </body>
    </html>
  );
}

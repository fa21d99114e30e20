import { ImageResponse } from 'next/og';
import { type Route } from '@/lib/site/content';
import type { NewsArticle } from '@/lib/news/schema';
import { SHARE_IMAGE_SIZE, articleShareText, routeShareText, shareImageBrand, shareImageTexts, titleFontSize, type ShareImageText } from '@/lib/seo/share-image';
import { shareImageFonts, type ShareImageFont } from '@/lib/seo/share-image-fonts';
import { cachedShareImage } from '@/lib/seo/share-image-cache';
import { BRAND_COLORS as colors } from '@/lib/ui/design-tokens';

/**
 * The share image of a page, drawn at build time (next/og) and exported as a PNG next to the page: the
 * brand's navy background, the logo mark, the section in the accent colour, the page title, and the site's
 * address. The fonts (lib/seo/share-image-fonts.ts) are read from disk, so the build needs no network: Inter,
 * and for an edition with letters Inter lacks (Chinese), a subset of Noto Sans SC made once per build process
 * from every text this edition's images draw.
 */

let fonts: Promise<ShareImageFont[]> | undefined;
const loadFonts = () => (fonts ??= shareImageFonts(shareImageTexts()));

/** The logo's mark (its text is drawn as text, in Inter). */
const mark = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 40"><path d="M4 34 L18 6 L32 34 Z" fill="none" stroke="${colors.accent.DEFAULT}" stroke-width="3" stroke-linejoin="round"/><path d="M2 26 Q18 16 34 26" fill="none" stroke="${colors.particle.bright}" stroke-width="2.5" stroke-linecap="round"/><circle cx="18" cy="6" r="2.5" fill="${colors.particle.pale}"/></svg>`,
)}`;

/** Decorative particles in the corner, like the home page's particle background. */
const dots = [
  [1010, 90, 10, colors.particle.pale],
  [1110, 170, 6, colors.particle.bright],
  [960, 210, 5, colors.particle.deep],
  [1080, 300, 8, colors.accent.DEFAULT],
] as const;

async function render({ title, section }: ShareImageText): Promise<ImageResponse> {
  const brand = shareImageBrand();
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px',
          fontFamily: 'Inter',
          color: '#FFFFFF',
          backgroundColor: colors.navy.DEFAULT,
          backgroundImage: `linear-gradient(135deg, ${colors.navy.DEFAULT} 0%, ${colors.navy.light} 55%, ${colors.navy.mid} 100%)`,
        }}
      >
        {dots.map(([x, y, r, fill]) => (
          <div
            key={`${x}-${y}`}
            style={{ position: 'absolute', left: x - r, top: y - r, width: r * 2, height: r * 2, borderRadius: r, backgroundColor: fill, opacity: 0.7 }}
          />
        ))}
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered into a PNG, never into a page */}
          <img src={mark} width={54} height={60} />
          <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 18 }}>
            <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 1 }}>{brand.name}</div>
            <div style={{ fontSize: 16, fontWeight: 700, letterSpacing: 6, color: colors.accent.DEFAULT }}>
              {brand.rest}
            </div>
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 1000 }}>
          <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 2, color: colors.accent.DEFAULT, textTransform: 'uppercase' }}>{section}</div>
          <div style={{ marginTop: 20, fontSize: titleFontSize(title), fontWeight: 700, lineHeight: 1.12 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 24, color: '#CBD5E1' }}>
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <div style={{ width: 64, height: 6, borderRadius: 3, backgroundColor: colors.accent.DEFAULT, marginRight: 20 }} />
            {brand.host}
          </div>
          <div style={{ fontWeight: 700, letterSpacing: 2 }}>{brand.tagline}</div>
        </div>
      </div>
    ),
    { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() },
  );
}

/**
 * The card of `text` as a PNG response: from the build's cache of share images when it was drawn before with the
 * same texts, code and fonts (lib/seo/share-image-cache.ts), else drawn now.
 */
async function cachedRender(text: ShareImageText): Promise<Response> {
  const brand = shareImageBrand();
  const source = [text.title, text.section, brand.name, brand.rest, brand.host, brand.tagline];
  const png = await cachedShareImage(source, 'png', async () => new Uint8Array(await (await render(text)).arrayBuffer()));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

/** What an `opengraph-image.tsx` exports: the image's alt text, size and type, and the function that draws it. */
function shareImageModule(text: ShareImageText) {
  return { alt: text.alt, size: SHARE_IMAGE_SIZE, contentType: 'image/png' as const, render: () => cachedRender(text) };
}

/** The share image of one of the site's routes. */
export function routeShareImage(route: Route) {
  return shareImageModule(routeShareText(route));
}

/** The share image of a news article, for `news-and-events/[slug]/opengraph-image.tsx`. */
export function articleShareImage(article: Pick<NewsArticle, 'title' | 'category'>) {
  return shareImageModule(articleShareText(article));
}

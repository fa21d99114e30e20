import { articleShareImage } from '@/components/share-image';
import { newsArticles } from '@/lib/news/content';
import { isSharePhoto } from '@/lib/seo/share-image';
import { sharePhoto } from '@/lib/seo/share-photo';

// The article pages name this image themselves, with the article's own alt text and the image's real type
// (lib/news/metadata.ts): an article whose picture is a photo shares the photo (a JPEG), any other its drawn
// card (a PNG). The postbuild step names the file by what it holds (scripts/share-images.mjs).
export { SHARE_IMAGE_SIZE as size } from '@/lib/seo/share-image';
export const contentType = 'image/png';
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return newsArticles.map((a) => ({ slug: a.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const article = newsArticles.find((a) => a.slug === slug)!;
  if (isSharePhoto(article.image)) {
    return new Response(new Uint8Array(await sharePhoto(article.image)), { headers: { 'Content-Type': 'image/jpeg' } });
  }
  return articleShareImage(article).render();
}

import { articleShareImage } from '@/components/share-image';
import { newsArticles } from '@/lib/news/content';

// The article pages name this image themselves, with the article's own alt text (lib/news/metadata.ts).
export { SHARE_IMAGE_SIZE as size } from '@/lib/seo/share-image';
export const contentType = 'image/png';
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return newsArticles.map((a) => ({ slug: a.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return articleShareImage(newsArticles.find((a) => a.slug === slug)!).render();
}

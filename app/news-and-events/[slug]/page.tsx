import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/news/article-view';
import { newsArticles, newsSettings, newsUi } from '@/lib/news/content';
import { jsonLdString } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { articleJsonLd, articleMetadata } from '@/lib/news/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

// Only the articles in lib/news/content.ts have pages; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return newsArticles.map((a) => ({ slug: a.slug }));
}

function findArticle(slug: string) {
  return newsArticles.find((a) => a.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = findArticle((await params).slug);
  return article ? articleMetadata(article, { url: absoluteUrl(newsSettings.feedPath), title: newsUi.feedTitle }) : {};
}

export default async function Page({ params }: Props) {
  const article = findArticle((await params).slug);
  if (!article) notFound();
  return (
    <>
      <ArticleView article={article} labels={newsUi} imageSize={newsSettings.imageSize} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(articleJsonLd(article)) }} />
    </>
  );
}

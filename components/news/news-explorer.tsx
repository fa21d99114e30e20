import { picturesOf } from '@/lib/pictures/manifest';
import { NewsExplorerIsland, type NewsExplorerProps } from './news-explorer-island';

/**
 * The interactive news list (components/news/news-explorer-island.tsx), given each article's picture on the server:
 * the build's record of its files (lib/pictures/manifest.ts), which the island cannot read itself.
 */
export function NewsExplorer(props: Omit<NewsExplorerProps, 'pictures'>) {
  const pictures = picturesOf([...new Set(props.articles.map((article) => article.image))], props.settings.imageSize);
  return <NewsExplorerIsland {...props} pictures={pictures} />;
}

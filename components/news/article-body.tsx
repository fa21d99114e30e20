import { splitParagraphs } from '@/lib/news/news';

/** An article's content, one <p> per blank-line-separated paragraph. */
export function ArticleBody({ content, lang }: { content: string; lang?: string }) {
  return (
    <div lang={lang} className="space-y-4 text-base leading-relaxed text-slate-800 sm:text-lg">
      {splitParagraphs(content).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

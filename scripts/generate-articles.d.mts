interface LanguageWords {
  topics: string[];
  places: string[];
  author: string;
}
export const WORDS: Readonly<Record<'en' | 'vi' | 'zh', LanguageWords>>;
export function generateArticles(options: { count: number; lang?: string; before?: string; prefix?: string }): Record<string, string>;

import { newsArchive } from '@/lib/news/archive';

// The news archive's files (lib/news/archive.ts): the index of the cards and each article's text, written by the
// build under names that carry their content's hash; any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...newsArchive().files.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const json = newsArchive().files.get((await params).file);
  if (json === undefined) return new Response(null, { status: 404 });
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

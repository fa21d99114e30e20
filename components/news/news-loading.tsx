/**
 * The list's loading state: a spinner (still under reduced motion) and the loading text. It is as tall as the
 * screen, so what follows it (the feed link, the footer) is below the fold and does not move when the list
 * takes its place.
 */
export function NewsLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-[100svh] flex-col items-center justify-start gap-4 pt-16 text-slate-700">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-accent-dark motion-reduce:animate-none"
      />
      <p className="text-lg font-medium">{text}</p>
    </div>
  );
}

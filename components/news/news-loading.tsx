/** The list's loading state: a spinner (still under reduced motion) and the loading text. */
export function NewsLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-4 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-accent-dark motion-reduce:animate-none"
      />
      <p className="text-lg font-medium">{text}</p>
    </div>
  );
}

import { cn } from '@/lib/ui/cn';

/**
 * The list's loading state: a spinner (still under reduced motion) and the loading text, on a card of its own.
 * It is laid over the list (news-list-view.tsx) and takes no room of its own: nothing moves when it goes.
 * `quiet`: the list's own count line already says it (a live region), so this one is only seen, not read out twice.
 */
export function NewsLoading({ text, quiet = false, className }: { text: string; quiet?: boolean; className?: string }) {
  return (
    <div
      role={quiet ? undefined : 'status'}
      aria-hidden={quiet || undefined}
      className={cn('flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-8 py-6 text-slate-700 shadow-lg', className)}
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-accent-dark motion-reduce:animate-none"
      />
      <p className="text-lg font-medium">{text}</p>
    </div>
  );
}

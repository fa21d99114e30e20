import { cn } from '@/lib/ui/cn';

interface DotListProps {
  items: readonly string[];
  className?: string;
  /** Classes of each item (a flex row); they replace the default space between dot and text (`gap-2`). */
  itemClassName?: string;
}

/** A list whose items each start with a small accent dot (results, key points). */
export function DotList({ items, className, itemClassName }: DotListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex', itemClassName ?? 'gap-2')}>
          <span aria-hidden="true" className="mt-[0.45em] h-2 w-2 shrink-0 rounded-full bg-accent-dark" />
          {item}
        </li>
      ))}
    </ul>
  );
}

import { cn } from '@/lib/ui/cn';

interface DotListProps {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
}

/** A list whose items each start with a small accent dot (results, key points). */
export function DotList({ items, className, itemClassName }: DotListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2', itemClassName)}>
          <span aria-hidden="true" className="mt-[0.45em] h-2 w-2 shrink-0 rounded-full bg-accent-dark" />
          {item}
        </li>
      ))}
    </ul>
  );
}

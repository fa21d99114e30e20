import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

interface HeadingProps {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading whose level depends on the page: About blocks sit under an h2 on the stacked /about-us page and
 * directly under the page's h1 on their own sub-route, and heading levels must not skip.
 */
export function Heading({ level, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** Level of the headings inside an About block: h3 under the block's own h2, h2 when the block is the page. */
export function innerLevel(titled: boolean): HeadingLevel {
  return titled ? 3 : 2;
}

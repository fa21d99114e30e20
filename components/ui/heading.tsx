import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

interface HeadingProps {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading whose level depends on the page it ends up on, so levels never skip. Components that render one
 * take it as `headingLevel` (e.g. About blocks sit under an h2 on the stacked /about-us page and directly
 * under the page's h1 on their own sub-route).
 */
export function Heading({ level, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** Level of the headings inside a block that may have its own title (About blocks): h3 under the block's own h2, h2 when the block is the page. */
export function innerLevel(titled: boolean): HeadingLevel {
  return titled ? 3 : 2;
}

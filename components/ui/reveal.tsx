import type { CSSProperties, ElementType, ReactNode } from 'react';

interface RevealProps {
  children: ReactNode;
  /** Delay before this element animates in, in ms (see staggerDelay). */
  delay?: number;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Scroll-reveal wrapper. Renders plain, visible HTML (nothing hidden without JavaScript); the single
 * RevealObserver island animates every [data-reveal] element in and out as it crosses the offset line.
 */
export function Reveal({ children, delay = 0, as: Tag = 'div', className, id }: RevealProps) {
  const style = delay ? ({ '--reveal-delay': `${delay}ms` } as CSSProperties) : undefined;
  return (
    <Tag data-reveal="" className={className} style={style} id={id}>
      {children}
    </Tag>
  );
}

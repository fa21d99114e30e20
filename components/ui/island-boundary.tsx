'use client';

import { Component, type ReactNode } from 'react';

interface IslandBoundaryProps {
  children: ReactNode;
  /** What stands in the island's place once it has failed (its placeholder's look, or nothing). */
  fallback?: ReactNode;
}

/**
 * Keeps a failure inside an island that loads its code on demand (the map, the particles). A chunk that cannot be
 * fetched (a phone losing its signal, or a tab open since before a publish, whose host no longer has its build's
 * files) would otherwise reach the root and replace the whole page with the framework's "couldn't load" screen;
 * the page stays as it is, its texts and links working, and React reports the error in the console. A tab open
 * since before a publish reaches the new version on its next navigation, which the router makes a full load.
 */
export class IslandBoundary extends Component<IslandBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

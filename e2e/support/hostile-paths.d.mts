export function random(seed: number): () => number;
export function generatePath(next: () => number): string;

export function random(seed: number): () => number;
export function generatePath(next: () => number): string;
export function get(
  port: number,
  target: string,
  agent?: import('node:http').Agent,
  timeoutMs?: number,
): Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: string }>;

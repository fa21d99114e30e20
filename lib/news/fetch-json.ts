/**
 * Fetches a JSON file of the site once per page view: every caller of the same address shares one request
 * (a hover and the click after it, two pages of the list). A failed fetch is tried once more at once (a dropped
 * connection on a phone), and a second failure is forgotten, so the next call tries again.
 */
const requests = new Map<string, Promise<unknown>>();

async function fetchOnce(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export function fetchJson<T>(url: string): Promise<T> {
  let request = requests.get(url);
  if (!request) {
    request = fetchOnce(url).catch(() => fetchOnce(url));
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request as Promise<T>;
}

/** Starts fetching `url` ahead of its use; a failure now is met again, and reported, by the call that needs it. */
export function prefetchJson(url: string): void {
  fetchJson(url).catch(() => undefined);
}

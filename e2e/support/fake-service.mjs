// What the local stand-ins for outside services (fake-emailjs.mjs, fake-analytics.mjs) share: any page may call
// them (CORS), and each test's requests are kept apart by the `x-test-id` header its browser sends
// (e2e/fixtures.ts), or by `?test=` on the test's own requests.

export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** The test a request belongs to. */
export function testIdOf(req, url) {
  return req.headers['x-test-id']?.toString() ?? url.searchParams.get('test') ?? 'default';
}

/** A request's body, whole. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

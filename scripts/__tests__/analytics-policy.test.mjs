// Node test runner: the visitor statistics' service appears in the pages' policies and the hosts' rules only when
// a build switches them on, and then only where the site talks to it (connect-src: events are posted with fetch,
// no script of the service's is loaded). The test build has them on (e2e/support/ports.mjs), so the host suite
// checks the "on" side on every host; a build without the variables is checked here, from the same generators
// the build uses, without a second build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASELINE_POLICY, PAGE_HEADER_POLICY, directivesOf, externalOrigins, pagePolicy } from '../csp.mjs';
import { headersFile } from '../hosts/cloudflare.mjs';
import { nginxRules } from '../hosts/nginx.mjs';
import { COMMITTED_HOST_FILES } from '../hosts/report.mjs';
import { BUILD_ENV_DEFAULTS } from '../../lib/config/env-defaults.mjs';

const HASHES = ["'sha256-abc'"];
const ON = { NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.example.com', NEXT_PUBLIC_ANALYTICS_ORIGIN: 'https://stats.example.com' };
/** The hosts the variables can name: the default service's and the one the test sets. */
const SERVICE_HOSTS = [new URL(BUILD_ENV_DEFAULTS.NEXT_PUBLIC_ANALYTICS_ORIGIN).host, 'stats.example.com'];

/** What a build writes for its pages under `env`: each page's policy, the _headers file and nginx's rules. */
function hostRulesUnder(env) {
  const origins = externalOrigins(env);
  const policy = pagePolicy(HASHES, origins);
  const pages = [
    { file: '/index.html', route: '/', policy, extra: {} },
    { file: '/contact.html', route: '/contact', policy, extra: {} },
  ];
  return { origins, policy, meta: pagePolicy(HASHES, origins, { forMeta: true }), headers: headersFile(pages), nginx: nginxRules(pages) };
}

test('off (no NEXT_PUBLIC_ANALYTICS_DOMAIN, even with an origin set): no policy and no host rule names the service', () => {
  for (const env of [{}, { NEXT_PUBLIC_ANALYTICS_ORIGIN: 'https://stats.example.com' }, { NEXT_PUBLIC_ANALYTICS_DOMAIN: ' ' }]) {
    const built = hostRulesUnder(env);
    assert.equal(built.origins.analytics, '');
    for (const text of [built.policy, built.meta, built.headers, built.nginx, PAGE_HEADER_POLICY, BASELINE_POLICY, ...Object.values(COMMITTED_HOST_FILES).map((generate) => generate())]) {
      for (const host of SERVICE_HOSTS) assert.ok(!text.includes(host), `${host} in ${text.slice(0, 120)}…`);
    }
    assert.deepEqual(directivesOf(built.policy)['connect-src'], ["'self'", externalOrigins(env).emailjs]);
  }
});

test("on: every page's policy lets the pages post to the service (connect-src) and nothing else come from it", () => {
  const built = hostRulesUnder(ON);
  assert.equal(built.origins.analytics, 'https://stats.example.com');
  for (const policy of [built.policy, built.meta]) {
    const directives = directivesOf(policy);
    assert.ok(directives['connect-src'].includes('https://stats.example.com'));
    for (const [name, sources] of Object.entries(directives)) {
      if (name !== 'connect-src') assert.ok(!sources.includes('https://stats.example.com'), name);
    }
  }
  // nginx sends each page's whole policy; the hosts that read _headers send one header policy for every page,
  // which names no connection (the page's <meta> policy does).
  assert.ok(built.nginx.includes('https://stats.example.com'));
  assert.ok(!built.headers.includes('stats.example.com'));
  // The default service when only the site's name is set.
  assert.ok(directivesOf(pagePolicy(HASHES, externalOrigins({ NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.example.com' })))['connect-src'].includes('https://plausible.io'));
});

/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import { isValidElement } from 'react';
import { contactFailureReason } from '../contact';
import { ANALYTICS_EVENTS, CONTACT_FAILURE_REASONS, type AnalyticsEvent } from '../events';
import { linkEvent } from '../links';
import { CAMPAIGN_PARAMETERS, asksNotToBeCounted, countedReferrer, countedUrl, eventPayload, postEvent } from '../send';
import { analyticsSettings } from '../settings.mjs';

const ON = { NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.example.com', NEXT_PUBLIC_ANALYTICS_ORIGIN: 'https://stats.example.com' };

/** Modules that read the build's environment, loaded afresh under `vars` (Next.js inlines them at build time). */
async function withEnv<T>(vars: Record<string, string | undefined>, load: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [name, value] of Object.entries(vars)) if (value === undefined) delete process.env[name];
  try {
    let loaded: T | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
    return loaded as T;
  } finally {
    process.env = saved;
  }
}

describe('switched on by the build', () => {
  it('is off without the site name, whatever the origin; the origin defaults to the hosted service', () => {
    expect(analyticsSettings({})).toBeNull();
    expect(analyticsSettings({ NEXT_PUBLIC_ANALYTICS_DOMAIN: '  ', NEXT_PUBLIC_ANALYTICS_ORIGIN: 'https://stats.example.com' })).toBeNull();
    expect(analyticsSettings({ NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.example.com' })).toEqual({
      domain: 'www.example.com',
      origin: 'https://plausible.io',
      endpoint: 'https://plausible.io/api/event',
    });
    expect(analyticsSettings({ ...ON, NEXT_PUBLIC_ANALYTICS_ORIGIN: 'https://stats.example.com/some/path' })?.endpoint).toBe('https://stats.example.com/api/event');
  });

  it('refuses an origin that is no http(s) address, naming the variable', () => {
    expect(() => analyticsSettings({ ...ON, NEXT_PUBLIC_ANALYTICS_ORIGIN: 'stats.example.com' })).toThrow(/NEXT_PUBLIC_ANALYTICS_ORIGIN/);
    expect(() => analyticsSettings({ ...ON, NEXT_PUBLIC_ANALYTICS_ORIGIN: 'javascript:alert(1)' })).toThrow(/NEXT_PUBLIC_ANALYTICS_ORIGIN/);
  });

  it('off, the page renders nothing of it (so its HTML names none of its code); on, the island', async () => {
    const off = await withEnv({ NEXT_PUBLIC_ANALYTICS_DOMAIN: undefined }, async () => (await import('@/components/analytics/analytics')).Analytics());
    expect(off).toBeNull();
    const on = await withEnv(ON, async () => {
      const { Analytics } = await import('@/components/analytics/analytics');
      const { AnalyticsIsland } = await import('@/components/analytics/analytics-island');
      return { element: Analytics(), AnalyticsIsland };
    });
    expect(isValidElement(on.element) && on.element.type).toBe(on.AnalyticsIsland);
  });

  it('off, an event handed over goes nowhere; on, events wait for the sender and reach it in order', async () => {
    const offSink = jest.fn();
    await withEnv({ NEXT_PUBLIC_ANALYTICS_DOMAIN: undefined }, async () => {
      const { track, deliverTo } = await import('../track');
      track('contactFailed', { reason: 'network' });
      deliverTo(offSink);
    });
    expect(offSink).not.toHaveBeenCalled();

    const sink = jest.fn();
    await withEnv(ON, async () => {
      const { track, deliverTo } = await import('../track');
      track('pageview', { language: 'vi' });
      track('contactSent', { page: '/contact', language: 'vi' });
      deliverTo(sink);
      track('languageSwitch', { from: 'vi', to: 'en' });
    });
    expect(sink.mock.calls.map(([event]: [AnalyticsEvent]) => [event.name, event.props, event.url])).toEqual([
      ['pageview', { language: 'vi' }, window.location.href],
      ['Contact sent', { page: '/contact', language: 'vi' }, window.location.href],
      ['Language switch', { from: 'vi', to: 'en' }, window.location.href],
    ]);
  });

  it('a page left before the sender loaded sends what waits, once; after the sender took over, nothing is left to send', async () => {
    const leaving = jest.fn();
    const sink = jest.fn();
    await withEnv(ON, async () => {
      const { track, deliverTo, sendWaiting } = await import('../track');
      track('pageview', { language: 'en' });
      sendWaiting(leaving);
      sendWaiting(leaving);
      track('pageview', { language: 'en' });
      deliverTo(sink);
      sendWaiting(leaving);
    });
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledTimes(1);
  });
});

describe('what is sent', () => {
  it('counts no visitor whose browser asks not to be tracked (GPC, DNT)', () => {
    expect(asksNotToBeCounted({})).toBe(false);
    expect(asksNotToBeCounted({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(asksNotToBeCounted({ doNotTrack: 'unspecified' })).toBe(false);
    expect(asksNotToBeCounted({ globalPrivacyControl: true })).toBe(true);
    expect(asksNotToBeCounted({ doNotTrack: '1' })).toBe(true);
    expect(asksNotToBeCounted({}, { doNotTrack: '1' })).toBe(true);
  });

  it("is Plausible's event: name, address cleaned of all but the campaign tags, site, referrer as its origin, properties", () => {
    const event: AnalyticsEvent = {
      name: 'pageview',
      props: { language: 'zh-Hans' },
      url: 'https://www.example.com/zh/contact?email=jane.doe%40example.com&utm_source=mail#form',
    };
    expect(eventPayload(event, { domain: 'www.example.com', referrer: '' })).toEqual({
      name: 'pageview',
      url: 'https://www.example.com/zh/contact?utm_source=mail',
      domain: 'www.example.com',
      referrer: null,
      props: { language: 'zh-Hans' },
    });
    expect(eventPayload(event, { domain: 'www.example.com', referrer: 'https://search.example/results?q=jane+doe' }).referrer).toBe('https://search.example');
  });

  it('keeps only the named campaign parameters of an address, in their order, and never a fragment or credentials', () => {
    const personal = 'name=Jane%20Doe&email=jane.doe%40example.com&phone=5551234';
    expect(countedUrl(`https://www.example.com/contact?${personal}`)).toBe('https://www.example.com/contact');
    expect(countedUrl('https://www.example.com/')).toBe('https://www.example.com/');
    expect(countedUrl(`https://www.example.com/vi/?utm_campaign=spring&${personal}&ref=partner#top`)).toBe(
      'https://www.example.com/vi/?utm_campaign=spring&ref=partner',
    );
    // Each named parameter is kept, with its value; a look-alike name is not one of them.
    const tags = CAMPAIGN_PARAMETERS.map((name) => `${name}=x`).join('&');
    expect(countedUrl(`https://www.example.com/?${tags}&utm_email=jane%40example.com&UTM_SOURCE=y&referrer=z`)).toBe(`https://www.example.com/?${tags}`);
    expect(countedUrl('https://user:secret@www.example.com/about-us?x=1')).toBe('https://www.example.com/about-us');
  });

  it('names a referrer by its origin only: no path, no query; nothing for an empty or unreadable one', () => {
    expect(countedReferrer('')).toBeNull();
    expect(countedReferrer('not an address')).toBeNull();
    expect(countedReferrer('https://search.example/results?q=jane+doe&email=jane%40example.com')).toBe('https://search.example');
    expect(countedReferrer('https://www.example.com/contact?email=jane.doe%40example.com&phone=5551234')).toBe('https://www.example.com');
    expect(countedReferrer('http://partner.example:8080/a/b#c')).toBe('http://partner.example:8080');
    expect(countedReferrer('android-app://com.google.android.gm/path?x=1')).toBe('android-app://com.google.android.gm');
    expect(countedReferrer('file:///home/jane/page.html')).toBeNull();
  });

  it('posts as plain text without credentials or more than the origin as Referer, kept alive past a navigation, and never throws', async () => {
    const send = jest.fn().mockResolvedValue({ ok: true, status: 202 });
    const payload = eventPayload({ name: 'pageview', props: { language: 'en' }, url: 'https://www.example.com/' }, { domain: 'www.example.com', referrer: '' });
    await postEvent('https://stats.example.com/api/event', payload, send);
    expect(send).toHaveBeenCalledWith('https://stats.example.com/api/event', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      referrerPolicy: 'strict-origin',
      keepalive: true,
    });
    await expect(postEvent('https://stats.example.com/api/event', payload, jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))).resolves.toBeUndefined();
  });
});

describe('clicks on links', () => {
  const page = { origin: 'https://www.example.com', language: 'vi' };
  const link = (href: string, extra: { download?: boolean; hreflang?: string } = {}) => ({ href, download: false, hreflang: null, ...extra });

  it('an e-mail or phone link counts without its address or the text it carries', () => {
    expect(linkEvent(link('mailto:sales@example.com?subject=Hello&body=My%20message'), page)).toEqual({ key: 'emailClick', props: {} });
    expect(linkEvent(link('MAILTO:sales@example.com'), page)).toEqual({ key: 'emailClick', props: {} });
    expect(linkEvent(link('tel:+17025550100'), page)).toEqual({ key: 'phoneClick', props: {} });
  });

  it('a link to another site counts with its address, without query or fragment', () => {
    expect(linkEvent(link('https://strategy.example.org/plans?ref=x#top'), page)).toEqual({ key: 'outboundLink', props: { url: 'https://strategy.example.org/plans' } });
  });

  it('a file counts as a download, even when it names its own language (no language switch)', () => {
    expect(linkEvent(link('https://www.example.com/services/brochure.pdf', { download: true, hreflang: 'en' }), page)).toEqual({
      key: 'fileDownload',
      props: { url: '/services/brochure.pdf' },
    });
    expect(linkEvent(link('https://www.example.com/files/sheet.PDF'), page)).toEqual({ key: 'fileDownload', props: { url: '/files/sheet.PDF' } });
  });

  it('a link into another edition is a language switch, from and to', () => {
    expect(linkEvent(link('https://www.example.com/zh/about-us', { hreflang: 'zh-Hans' }), page)).toEqual({ key: 'languageSwitch', props: { from: 'vi', to: 'zh-Hans' } });
    expect(linkEvent(link('https://www.example.com/vi/about-us', { hreflang: 'vi' }), page)).toBeNull();
  });

  it('other links are page views of their own, and scripts are nothing', () => {
    expect(linkEvent(link('https://www.example.com/vi/contact'), page)).toBeNull();
    expect(linkEvent(link('javascript:void(0)'), page)).toBeNull();
  });
});

describe('the contact form', () => {
  it('names the kind of each failure', () => {
    expect(contactFailureReason({ status: 0 })).toBe('network');
    expect(contactFailureReason({ status: 0, timedOut: true })).toBe('timeout');
    expect(contactFailureReason({ status: 429, throttled: true })).toBe('throttled');
    expect(contactFailureReason({ status: 429 })).toBe('throttled');
    expect(contactFailureReason({ status: 400 })).toBe('refused');
    expect(contactFailureReason({ status: 500 })).toBe('refused');
    expect(contactFailureReason({ status: 451 })).toBe('refused');
  });

  it('counts a sent message with its page and language only, a failure with its kind, and no bot caught by the honeypot', async () => {
    const sink = jest.fn();
    document.documentElement.lang = 'vi';
    await withEnv(ON, async () => {
      const { deliverTo } = await import('../track');
      const { trackContactOutcome } = await import('../contact');
      deliverTo(sink);
      trackContactOutcome({ ok: true, status: 200, text: 'OK', dropped: true });
      trackContactOutcome({ ok: true, status: 200, text: 'OK' });
      trackContactOutcome({ ok: false, status: 0, text: 'No answer', timedOut: true });
    });
    expect(sink.mock.calls.map(([event]: [AnalyticsEvent]) => [event.name, event.props])).toEqual([
      ['Contact sent', { page: window.location.pathname, language: 'vi' }],
      ['Contact failed', { reason: 'timeout' }],
    ]);
  });
});

describe('the one list of events', () => {
  it('names each event once, and docs/deploying.md documents each with its properties and every failure kind', () => {
    const events = Object.values(ANALYTICS_EVENTS);
    expect(new Set(events.map((e) => e.name)).size).toBe(events.length);
    const guide = readFileSync('docs/deploying.md', 'utf8');
    const section = guide.slice(guide.indexOf('\n## Analytics'), guide.indexOf('\n## ', guide.indexOf('\n## Analytics') + 1));
    for (const event of events) {
      const row = section.split('\n').find((line) => line.startsWith(`| \`${event.name}\` |`));
      expect(row).toBeDefined();
      const props = [...(row?.split('|')[2] ?? '').matchAll(/`([a-z]+)`/g)].map((m) => m[1]);
      expect(props).toEqual([...event.props]);
    }
    for (const reason of CONTACT_FAILURE_REASONS) expect(section).toContain(`\`${reason}\``);
  });
});

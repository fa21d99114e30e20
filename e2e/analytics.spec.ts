import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ANALYTICS_EVENTS } from '../lib/analytics/events';
import { CAMPAIGN_PARAMETERS } from '../lib/analytics/send';
import { contact } from '../lib/contact/content';
import { fieldLabel } from '../lib/contact/texts';
import type { ContactFormValues } from '../lib/contact/validation';
import { contentLanguages, loadContent } from '../lib/content/load';
import { withPrefix } from '../lib/i18n/path';
import { fillTemplate } from '../lib/i18n/template';
import { parseSections } from '../lib/legal/sections';
import { expect, test, type Page } from './fixtures';
import { emailService } from './support/contact-emailjs';
import { waitForHydration } from './support/hydration';
import { ANALYTICS_DOMAIN, ANALYTICS_ORIGIN, SITE_ORIGIN } from './support/ports.mjs';

/*
 * Visitor statistics as the service receives them: the test build switches them on and points them at a local
 * stand-in of Plausible's event API (e2e/support/fake-analytics.mjs), which records each test's events apart.
 * Which click is which event, the payload's shape and the failure kinds are rules, tested in
 * lib/analytics/__tests__/; that a build without the variables names no service is scripts/__tests__/analytics-policy.test.mjs's.
 */

interface Received {
  body: { name: string; url: string; domain: string; referrer: string | null; props: Record<string, string> } | null;
  raw: string;
  contentType: string;
  cookie: string | null;
  /** The request's own Referer header (a stand-in started from an older copy of this file records none). */
  referer?: string | null;
}

/** The stand-in as one test sees it: what arrived since the test started (a stand-in left running keeps earlier runs'). */
async function statistics(testId: string) {
  const all = async () => (await (await fetch(`${ANALYTICS_ORIGIN}/__events?test=${encodeURIComponent(testId)}`)).json()) as Received[];
  const before = (await all()).length;
  return { received: async () => (await all()).slice(before) };
}

/** The events that arrived, each as its name, path and properties (page views and others alike). */
function summary(received: Received[]) {
  return received.map((r) => ({ name: r.body?.name, path: r.body ? new URL(r.body.url).pathname : null, props: r.body?.props }));
}

/** The same, in a fixed order: events sent close together may reach the service in either order. */
function unordered<T>(events: T[]): T[] {
  return [...events].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const LANGUAGES = contentLanguages();
const [ENGLISH, SECOND] = LANGUAGES as [(typeof LANGUAGES)[number], (typeof LANGUAGES)[number]];
const content = loadContent();
const PAGEVIEW = ANALYTICS_EVENTS.pageview.name;

/**
 * The sender's script files: the chunks holding its rule for file links (lib/analytics/links.ts). No page's
 * HTML names them; the page fetches them once it is idle.
 */
const CHUNKS = path.join('out', '_next', 'static', 'chunks');
const SENDER_CHUNKS = readdirSync(CHUNKS)
  .filter((file) => file.endsWith('.js') && readFileSync(path.join(CHUNKS, file), 'utf8').includes('docx?|xlsx?|pptx?'))
  .map((file) => `/_next/static/chunks/${file}`);

/** Every request the page makes, by path (and origin, for the stand-in's). */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.origin === ANALYTICS_ORIGIN ? url.href : url.pathname);
  });
  return seen;
}

/**
 * Waits until the page is past the point where the statistics load their sender: loaded, hydrated, an idle
 * callback queued after theirs has run, and a request made after that has come back, so any request the page
 * made before it has been seen.
 */
async function pastIdle(page: Page) {
  await page.waitForLoadState('load');
  await waitForHydration(page, 'header nav');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve())))),
  );
  await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
}

/** The headings of the privacy policy shown only with the statistics on, and those shown only with them off. */
function privacyHeadings() {
  const body = content.legal.privacy.body;
  const headings = (analytics: boolean) => parseSections(body, () => {}, { analytics }).map((s) => s.heading);
  const on = headings(true);
  const off = headings(false);
  return { onlyOn: on.filter((h) => !off.includes(h)), onlyOff: off.filter((h) => !on.includes(h)) };
}

test('page views arrive with their path and their edition’s language, on arrival and on each navigation, with no cookie; the privacy policy says so @responsive', async ({
  page,
  context,
  testId,
}) => {
  expect(SENDER_CHUNKS).toHaveLength(1);
  const stats = await statistics(testId);
  const requests = requestsOf(page);
  await page.goto('/');
  await pastIdle(page);
  // The sender was fetched once the page was idle, and no page's HTML names it.
  expect(requests).toEqual(expect.arrayContaining(SENDER_CHUNKS));
  expect(readFileSync(path.join('out', 'index.html'), 'utf8')).not.toContain(path.basename(SENDER_CHUNKS[0] ?? 'missing'));
  await expect.poll(async () => summary(await stats.received())).toEqual([{ name: PAGEVIEW, path: '/', props: { language: ENGLISH.hreflang } }]);

  // A navigation inside the edition (the footer's link, followed by the router once the page has hydrated).
  const privacy = content.texts.site.footer.legal.find((link) => link.href === '/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: privacy?.label, exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect
    .poll(async () => summary(await stats.received()))
    .toEqual([
      { name: PAGEVIEW, path: '/', props: { language: ENGLISH.hreflang } },
      { name: PAGEVIEW, path: '/privacy', props: { language: ENGLISH.hreflang } },
    ]);
  // The privacy policy names the service and what it counts, in place of saying the site counts nothing.
  const { onlyOn, onlyOff } = privacyHeadings();
  expect(onlyOn.length).toBeGreaterThan(0);
  for (const heading of onlyOn) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  for (const heading of onlyOff) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveCount(0);

  // Another edition: its own language.
  const contactPath = withPrefix(SECOND.prefix, '/contact');
  await page.goto(contactPath);
  await expect.poll(async () => summary(await stats.received()).at(-1)).toEqual({ name: PAGEVIEW, path: contactPath, props: { language: SECOND.hreflang } });

  const received = await stats.received();
  expect(received).toHaveLength(3);
  for (const event of received) {
    // Plausible's event, as its API takes it: plain text (no preflight), the site's name, and never a cookie.
    expect(event.contentType).toMatch(/^text\/plain/);
    expect(event.body?.domain).toBe(ANALYTICS_DOMAIN);
    expect(event.cookie).toBeNull();
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test.describe('the contact form', () => {
  /** The browser reports the refused send as a console error and a failed request; the form itself only warns. */
  test.use({ allowedErrors: [/Failed to load resource|\/api\/v1\.0\/email\/send-form/] });

  /** The visitor's input: none of it is the content's. */
  const visitor: ContactFormValues = {
    name: 'Minh Pham',
    email: 'minh.pham@example.net',
    phone: '(415) 555-0177',
    company: 'Saigon Bikes Ltd.',
    message: 'Quote for 2,000 frames, please.',
  };
  const { form: texts, status } = contact;

  async function send(page: Page) {
    const form = page.getByRole('form', { name: texts.heading });
    for (const [name, value] of Object.entries(visitor)) {
      await form.getByRole('textbox', { name: fieldLabel(texts.labelWithHint, texts.fields[name as keyof ContactFormValues]), exact: true }).fill(value);
    }
    await form.getByRole('button', { name: texts.submit, exact: true }).click();
    return form;
  }

  test('a refused send arrives as Contact failed with its kind, a sent one as Contact sent with its page and language, and nothing typed reaches the service @responsive', async ({
    page,
    testId,
  }) => {
    const service = await emailService(testId, { status: 400, text: 'The template is invalid' });
    const stats = await statistics(testId);
    await page.goto('/contact');
    await expect((await send(page)).getByRole('alert')).toContainText(status.failure.message);
    await service.answer({ status: 200 });
    await expect((await send(page)).getByRole('status')).toHaveText(status.success.message);
    expect(await service.received()).toHaveLength(2);

    const others = async () => summary(await stats.received()).filter((e) => e.name !== PAGEVIEW);
    await expect
      .poll(async () => unordered(await others()))
      .toEqual(
        unordered([
          { name: ANALYTICS_EVENTS.contactFailed.name, path: '/contact', props: { reason: 'refused' } },
          { name: ANALYTICS_EVENTS.contactSent.name, path: '/contact', props: { page: '/contact', language: ENGLISH.hreflang } },
        ]),
      );
    // Not a word of what the visitor typed, in any spelling, in anything sent to the service.
    const sent = (await stats.received()).map((e) => e.raw.toLowerCase()).join('\n');
    for (const value of Object.values(visitor)) {
      expect(sent).not.toContain(value.toLowerCase());
      expect(sent).not.toContain(encodeURIComponent(value).toLowerCase());
    }
    expect(sent).not.toContain(visitor.phone.replace(/\D/g, '').slice(-7));
  });
});

test('personal data in the address and another site’s query in the referrer never reach the service: addresses keep only the campaign tags, referrers only their origin', async ({
  page,
  testId,
}) => {
  const service = await emailService(testId);
  const stats = await statistics(testId);
  // What a link in an e-mail or another site's form may put in the address, beside the campaign tags that are counted.
  const personal = { name: 'Jane Doe', email: 'jane.doe@example.com', phone: '5551234' };
  const campaign = { utm_source: 'newsletter', utm_campaign: 'spring', ref: 'partner' };
  const query = new URLSearchParams({ ...personal, ...campaign });
  // Another site that links here and gives its whole address as the referrer (its own policy), query and all.
  const search = 'https://search.example';
  const searchPage = `${search}/results?q=${encodeURIComponent(`${personal.name} ${personal.email}`)}`;
  await page.route(`${search}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta name="referrer" content="unsafe-url"><title>Results</title></head><body><a href="${SITE_ORIGIN}/contact?${query.toString().replaceAll('&', '&amp;')}">Apex Bridge</a></body></html>`,
    }),
  );
  await page.goto(searchPage);
  await page.getByRole('link', { name: 'Apex Bridge' }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  // The browser hands the page the other site's whole address: what the sender must cut.
  expect(await page.evaluate(() => document.referrer)).toBe(searchPage);
  // The sender has loaded once the page view has arrived: from then on it counts the clicks.
  await expect.poll(async () => (await stats.received()).length).toBe(1);

  // An outbound link and the e-mail link, kept on the page; then a message sent.
  const stay = (link: ReturnType<Page['getByRole']>) => link.evaluate((el) => el.addEventListener('click', (event) => event.preventDefault()));
  const outbound = content.texts.site.nav.find((item) => item.external);
  const outboundLink = page.getByRole('banner').getByRole('link', { name: outbound?.label });
  await stay(outboundLink);
  await outboundLink.click();
  const email = page.getByRole('contentinfo').getByRole('link', { name: content.texts.site.email, exact: true });
  await stay(email);
  await email.click();
  const texts = contact.form;
  const form = page.getByRole('form', { name: texts.heading });
  const typed: Partial<ContactFormValues> = { name: personal.name, email: personal.email, phone: '(415) 555-0177' };
  for (const [name, value] of Object.entries(typed)) {
    await form.getByRole('textbox', { name: fieldLabel(texts.labelWithHint, texts.fields[name as keyof ContactFormValues]), exact: true }).fill(value);
  }
  await form.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(contact.status.success.message);
  expect(await service.received()).toHaveLength(1);

  // The language list: followed for real, so the next page's referrer is this page's address with its query.
  await waitForHydration(page, 'header nav');
  const nav = content.texts.shared.nav;
  await page.getByLabel(fillTemplate(nav.languageButton, { name: ENGLISH.name }), { exact: true }).click();
  await page.getByRole('list', { name: nav.languages }).getByRole('link', { name: SECOND.name }).click();
  const secondContact = withPrefix(SECOND.prefix, '/contact');
  await expect(page).toHaveURL(new RegExp(`${secondContact}(\\?|$)`));

  const names = [
    PAGEVIEW,
    ANALYTICS_EVENTS.outboundLink.name,
    ANALYTICS_EVENTS.emailClick.name,
    ANALYTICS_EVENTS.contactSent.name,
    ANALYTICS_EVENTS.languageSwitch.name,
    PAGEVIEW,
  ];
  await expect.poll(async () => (await stats.received()).map((e) => e.body?.name).sort()).toEqual([...names].sort());
  const received = await stats.received();

  // The arrival: its path with the campaign tags only, and the other site by its origin.
  const arrival = received.find((e) => e.body?.name === PAGEVIEW && new URL(e.body.url).pathname === '/contact');
  expect(arrival?.body?.url).toBe(`${SITE_ORIGIN}/contact?${new URLSearchParams(campaign).toString()}`);
  expect(arrival?.body?.referrer).toBe(search);
  for (const event of received) {
    const url = new URL(event.body?.url ?? 'missing:');
    // No parameter but the named campaign tags, and no fragment, on any event.
    expect([...url.searchParams.keys()].filter((name) => !(CAMPAIGN_PARAMETERS as readonly string[]).includes(name))).toEqual([]);
    expect(url.hash).toBe('');
    // A referrer, if any, is an origin: never a path or a query.
    const referrer = event.body?.referrer;
    if (referrer) expect(referrer).toBe(new URL(referrer).origin);
    // The request itself names no more than the page's origin as its Referer.
    if (event.referer) expect(event.referer).toBe(`${SITE_ORIGIN}/`);
    // Nothing of the personal data or of the other site's query, in any spelling.
    const raw = event.raw.toLowerCase();
    for (const value of [...Object.values(personal), searchPage]) {
      expect(raw).not.toContain(value.toLowerCase());
      expect(raw).not.toContain(encodeURIComponent(value).toLowerCase());
    }
    expect(raw).not.toContain('jane');
  }
});

test('clicks on the brochure, the e-mail and phone links, the other site and the language list arrive as their events', async ({ page, testId }) => {
  const stats = await statistics(testId);
  const route = '/services/mechanical-engineering';
  await page.goto(route);
  // The sender has loaded once the page view has arrived: from then on it counts the clicks.
  await expect.poll(async () => (await stats.received()).length).toBe(1);

  // The links would leave the page (another site, a mail program, a download): they stay, and the clicks still count.
  await page.evaluate(() => {
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay, { capture: true });
    (window as unknown as { stay: EventListener }).stay = stay;
  });
  const brochure = content.texts.mechanical.cta.brochure;
  await page.getByRole('link', { name: `${brochure.label} ${brochure.note}`, exact: true }).click();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: content.texts.site.email, exact: true }).click();
  await footer.getByRole('link', { name: content.texts.site.phone.display, exact: true }).click();
  const outbound = content.texts.site.nav.find((item) => item.external);
  await page.getByRole('banner').getByRole('link', { name: outbound?.label }).click();
  await page.evaluate(() => window.removeEventListener('click', (window as unknown as { stay: EventListener }).stay, { capture: true }));

  // The language list: followed for real, to the same page in the other edition.
  await waitForHydration(page, 'header nav');
  const nav = content.texts.shared.nav;
  await page.getByLabel(fillTemplate(nav.languageButton, { name: ENGLISH.name }), { exact: true }).click();
  await page.getByRole('list', { name: nav.languages }).getByRole('link', { name: SECOND.name }).click();
  await expect(page).toHaveURL(new RegExp(`${withPrefix(SECOND.prefix, route)}$`));

  const outboundUrl = new URL(outbound?.href ?? 'missing:');
  await expect
    .poll(async () => unordered(summary(await stats.received())))
    .toEqual(
      unordered([
        { name: PAGEVIEW, path: route, props: { language: ENGLISH.hreflang } },
        { name: ANALYTICS_EVENTS.fileDownload.name, path: route, props: { url: brochure.href } },
        { name: ANALYTICS_EVENTS.emailClick.name, path: route, props: {} },
        { name: ANALYTICS_EVENTS.phoneClick.name, path: route, props: {} },
        { name: ANALYTICS_EVENTS.outboundLink.name, path: route, props: { url: `${outboundUrl.origin}${outboundUrl.pathname}` } },
        { name: ANALYTICS_EVENTS.languageSwitch.name, path: route, props: { from: ENGLISH.hreflang, to: SECOND.hreflang } },
        { name: PAGEVIEW, path: withPrefix(SECOND.prefix, route), props: { language: SECOND.hreflang } },
      ]),
    );
});

test('a visitor who leaves before the page is idle is still counted: the waiting page view goes as the page is left', async ({ page, context, testId }) => {
  // No test tag on this visit's requests: a visitor's event is a simple request, but one with the tag needs a CORS
  // preflight, which Chromium does not send for a page being left. The visit is told apart by its address instead,
  // through a campaign tag: the one part of a query that is sent.
  await context.setExtraHTTPHeaders({});
  const visit = `/?utm_content=${encodeURIComponent(testId)}`;
  const stats = await statistics('default');
  const thisVisit = async () => summary((await stats.received()).filter((event) => event.body?.url.endsWith(visit)));
  // The page's clock stands still: its idle moment never comes, so the sender is never fetched.
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  const requests = requestsOf(page);
  await page.goto(visit);
  await waitForHydration(page, 'header nav');
  // A task queued now runs after the effects of the page's hydration, which note the page view.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  await page.goto(withPrefix(SECOND.prefix, '/'));
  await expect.poll(thisVisit).toEqual([{ name: PAGEVIEW, path: '/', props: { language: ENGLISH.hreflang } }]);
  expect(requests.filter((url) => SENDER_CHUNKS.includes(url))).toEqual([]);
});

test('a browser that sends Global Privacy Control is not counted: the sender never loads and nothing is sent', async ({ page, context, testId }) => {
  await context.setExtraHTTPHeaders({ 'x-test-id': testId, 'Sec-GPC': '1' });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
  const stats = await statistics(testId);
  const requests = requestsOf(page);
  await page.goto('/contact');
  await pastIdle(page);
  expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
  // A click that would count (kept on the page) and another edition's page.
  const email = page.getByRole('contentinfo').getByRole('link', { name: content.texts.site.email, exact: true });
  await email.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await email.click();
  await page.goto(withPrefix(SECOND.prefix, '/'));
  await pastIdle(page);

  expect(requests.filter((url) => SENDER_CHUNKS.includes(url) || url.startsWith(ANALYTICS_ORIGIN))).toEqual([]);
  expect(await stats.received()).toEqual([]);
});

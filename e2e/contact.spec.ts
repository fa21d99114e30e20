import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contact } from '../lib/contact/content';
import { contentLanguages, loadContent } from '../lib/content/load';
import { withPrefix } from '../lib/i18n/path';
import { phoneReader } from '../lib/contact/phone';
import { site } from '../lib/site/content';
import { CONTACT_DRAFT_KEY } from '../lib/contact/draft';
import { contactMailto, withEmail } from '../lib/contact/mailto';
import { fieldLabel, fillIn, messageCounter, tooLongMessage, waitMessage } from '../lib/contact/texts';
import { CONTACT_SEND_TIMEOUT_MS, CONTACT_THROTTLE_MS, PHONE_INTERNATIONAL_FIELD } from '../lib/contact/emailjs';
import { CONTACT_MAX_LENGTHS, MESSAGE_COUNTER_FROM, keptLength, type ContactFormValues } from '../lib/contact/validation';
import { expect, expectNoAxeViolations, isPhone, test, type Page } from './fixtures';
import { emailService } from './support/contact-emailjs';
import { TEST_BUILD_ENV } from './support/ports.mjs';
import { escapeRegExp } from '../lib/text/escape-regexp.mjs';

/*
 * The contact form as a visitor meets it: what is shown and announced, where focus goes, what is kept, what
 * reaches the (fake) e-mail service, the draft across reloads and the clock-driven time limit. Which inputs
 * are valid, the limits and which message each case gets are rules, tested in lib/__tests__/validation.test.ts.
 * Every text is the content's (content/texts/contact.yml, site.yml, offices.yml), filled in by the site's own
 * functions where the page fills placeholders.
 */

type Field = keyof ContactFormValues;

const { form: formTexts, errors, status, fallback } = contact;
const SUCCESS = status.success.message;
const FAILURE = status.failure.message;
const BUSY = status.busy.message;
/** Shown under the phone field and read with it, after any error. */
const PHONE_FORMATS = formTexts.fields.phone.format ?? '';
const MAILTO_LINK = withEmail(fallback.link, site.email);
/** The wait message for every whole second the throttle can leave. */
const WAITS = Array.from({ length: CONTACT_THROTTLE_MS / 1000 }, (_, i) => waitMessage(contact, (i + 1) * 1000));
/** What the library adds to every send: its own version, and the ids the test build was made with. */
const LIBRARY_FIELDS = {
  lib_version: (JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/@emailjs/browser/package.json'), 'utf8')) as { version: string }).version,
  service_id: TEST_BUILD_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  template_id: TEST_BUILD_ENV.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  user_id: TEST_BUILD_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
};
/** The browser reports a failed send as a console error and a failed request; the form itself only warns. */
const SEND_FAILS = /Failed to load resource|\/api\/v1\.0\/email\/send-form/;

/** The visitor's input: none of it is the content's (the phone is not the company's number nor the example). */
const visitor: ContactFormValues = {
  name: 'Linh Tran',
  email: 'linh.tran@example.com',
  phone: '(415) 555-0132',
  company: 'Mekong Outdoor Co.',
  message: 'We need 5,000 units by March.',
};
/** The visitor's number in international form, as the e-mail carries it beside the number as typed. */
const VISITOR_PHONE_INTERNATIONAL = phoneReader(contact.phoneCountry)(visitor.phone).international;

function form(page: Page) {
  return page.getByRole('form', { name: formTexts.heading });
}

/** A field by its accessible name: the label, with the hint of an optional field (the required star is not read). */
function field(page: Page, name: Field) {
  return form(page).getByRole('textbox', { name: fieldLabel(formTexts.labelWithHint, formTexts.fields[name]), exact: true });
}

async function fill(page: Page, values: Partial<ContactFormValues>) {
  for (const [name, value] of Object.entries(values)) await field(page, name as Field).fill(value);
}

function sendButton(page: Page) {
  return form(page).getByRole('button', { name: new RegExp(`^(${escapeRegExp(formTexts.submit)}|${escapeRegExp(formTexts.sending)})$`) });
}

/** Console warnings of the page, where the form logs each failed send with its status and text. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return warnings;
}

/** The failure alert: the failure message, then the offer to send the typed message by e-mail instead. */
async function expectFailure(page: Page, values: ContactFormValues = visitor) {
  const alert = form(page).getByRole('alert');
  await expect(alert).toHaveText(new RegExp(`^${escapeRegExp(FAILURE)}\\s*${escapeRegExp(fallback.lead)}\\s*${escapeRegExp(MAILTO_LINK)}$`));
  await expect(alert.getByRole('link', { name: MAILTO_LINK, exact: true })).toHaveAttribute(
    'href',
    // The phone followed by its international form, as the e-mail the form sends carries both.
    contactMailto(site.email, values, formTexts.fields, fallback.subject, phoneReader(contact.phoneCountry)(values.phone.trim()).international),
  );
}

async function expectInputKept(page: Page, values: ContactFormValues = visitor) {
  for (const [name, value] of Object.entries(values)) await expect(field(page, name as Field)).toHaveValue(value);
}

/** The tab's stored draft, as stored (null when there is none). */
function storedDraft(page: Page) {
  return page.evaluate((key) => sessionStorage.getItem(key), CONTACT_DRAFT_KEY);
}

/** How many sends the browser has put on the wire so far (CORS preflights left out). */
function countSends(page: Page): () => number {
  let sends = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/v1.0/email/send-form')) sends += 1;
  });
  return () => sends;
}

/** The page's clock stands still, so the time limit passes only when the test says so. */
async function startPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
}

/** Opens /contact on a paused clock, sends the visitor's message and lets the time limit pass with no answer. */
async function sendUntilTimedOut(page: Page, service: { received: () => Promise<unknown[]> }) {
  await startPausedClock(page);
  await page.goto('/contact');
  await fill(page, visitor);
  await sendButton(page).click();
  await expect.poll(async () => (await service.received()).length).toBe(1);
  await page.clock.runFor(CONTACT_SEND_TIMEOUT_MS);
  await expectFailure(page);
}

test.describe('/contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every office with its address, the company phone and e-mail, and the e-mail address instead of a form that could not send', async ({
    page,
  }) => {
    await page.goto('/contact');
    const offices = page.getByRole('region', { name: contact.offices.heading });
    for (const office of site.offices) {
      await expect(offices.getByRole('heading', { level: 3, name: office.name, exact: true })).toBeVisible();
      await expect(offices.getByText(office.address, { exact: true })).toBeVisible();
    }
    await expect(offices.getByRole('link', { name: site.phone.display, exact: true })).toHaveAttribute('href', `tel:${site.phone.tel}`);
    await expect(offices.getByRole('link', { name: site.email, exact: true })).toHaveAttribute('href', `mailto:${site.email}`);
    // The form would post to the static host (an error page, the typed text lost): it is not offered.
    const section = page.locator('section#contact');
    await expect(section.getByRole('heading', { level: 2, name: formTexts.heading, exact: true })).toBeVisible();
    // Playwright's text queries skip <noscript> content, so the note is found by its place.
    const note = section.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(`${formTexts.noScript} ${site.email}`);
    await expect(note.getByRole('link', { name: site.email, exact: true })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(section.locator('[data-contact-form]')).toHaveCount(1);
    await expect(section.locator('[data-contact-form]')).toBeHidden();
  });
});

test.describe('contact form: validation', () => {
  test('the phone field shows its example and formats; an empty send shows the required messages, then the format messages; each flags its field, focus goes to the first, typing clears that error only, and nothing is sent', async ({
    page,
    testId,
  }) => {
    const service = await emailService(testId);
    await page.goto('/contact');
    // The example and the formats the phone rule accepts, shown under the field and read with it.
    await expect(field(page, 'phone')).toHaveAttribute('placeholder', formTexts.fields.phone.placeholder ?? '');
    await expect(form(page).getByText(PHONE_FORMATS, { exact: true })).toBeVisible();
    await expect(field(page, 'phone')).toHaveAccessibleDescription(PHONE_FORMATS);

    await sendButton(page).click();
    for (const name of ['name', 'email', 'phone'] as const) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(name === 'phone' ? `${errors.required} ${PHONE_FORMATS}` : errors.required);
    }
    await expect(form(page).getByText(errors.required, { exact: true })).toHaveCount(3);
    await expect(field(page, 'name')).toBeFocused();
    for (const name of ['company', 'message'] as const) {
      await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription('');
    }
    await expect(form(page).getByRole('alert')).toHaveText('');
    await expect(form(page).getByRole('status')).toHaveText('');
    await expectNoAxeViolations(page);

    // Typing in a field clears that field's message, and only that one.
    await field(page, 'email').pressSequentially('l');
    await expect(field(page, 'email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'email')).toHaveAccessibleDescription('');
    await expect(field(page, 'name')).toHaveAccessibleDescription(errors.required);
    await expect(field(page, 'phone')).toHaveAccessibleDescription(`${errors.required} ${PHONE_FORMATS}`);
    await expect(form(page).getByText(errors.required, { exact: true })).toHaveCount(2);

    // A malformed address and number: their own messages, focus on the first of them.
    await fill(page, { name: visitor.name, email: 'linh tran@example.com', phone: '555-0132' });
    await sendButton(page).click();
    await expect(field(page, 'email')).toHaveAccessibleDescription(errors.email);
    await expect(field(page, 'phone')).toHaveAccessibleDescription(`${errors.phone} ${PHONE_FORMATS}`);
    await expect(form(page).getByText(errors.email, { exact: true })).toBeVisible();
    await expect(form(page).getByText(errors.phone, { exact: true })).toBeVisible();
    await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'email')).toBeFocused();
    expect(await service.received()).toEqual([]);
  });
});

test.describe('contact form: phone numbers as each edition\u2019s visitors write them', () => {
  for (const lang of contentLanguages()) {
    const texts = loadContent(undefined, lang.code).texts.contact;
    const { form: edition, errors: editionErrors } = texts;
    // The edition's own example: a number in its country's national form (content/<code>/texts/contact.yml).
    const local = edition.fields.phone.placeholder ?? '';
    const international = phoneReader(lang.phoneCountry)(local).international;

    test(`${withPrefix(lang.prefix, '/contact')}: a non-number is refused with the phone message; a local number in national form is sent, as typed and in international form`, { tag: '@responsive' }, async ({
      page,
      testId,
    }) => {
      expect(local).not.toBe('');
      expect(international).toMatch(/^\+\d/);
      const service = await emailService(testId);
      await page.goto(withPrefix(lang.prefix, '/contact'));
      const contactForm = page.getByRole('form', { name: edition.heading });
      const input = (name: Field) => contactForm.getByRole('textbox', { name: fieldLabel(edition.labelWithHint, edition.fields[name]), exact: true });
      const send = contactForm.getByRole('button', { name: edition.submit, exact: true });
      // An optional field's label and hint are written as the language writes them (full-width brackets in Chinese).
      await expect(input('company')).toBeVisible();
      await input('name').fill(visitor.name);
      await input('email').fill(visitor.email);
      await input('phone').fill('12345');
      await send.click();
      await expect(input('phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(input('phone')).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(editionErrors.phone)}`));
      await expect(input('phone')).toBeFocused();
      expect(await service.received()).toEqual([]);

      await input('phone').fill(local);
      await send.click();
      await expect(contactForm.getByRole('status')).toHaveText(texts.status.success);
      const [call] = await service.received();
      expect(call?.fields).toMatchObject({ phone: local, [PHONE_INTERNATIONAL_FIELD]: international });
    });
  }

  test('the phone rules are not part of the page: they are fetched when the visitor starts on the form', async ({ page }) => {
    // The rules' numbering plans, as their chunk carries them (the country calling codes' table).
    const isRules = (body: string) => body.includes('country_calling_codes');
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      // A body Chromium no longer holds (a response it let go of) reads as empty rather than failing the test.
      if (res.url().endsWith('.js')) scripts.push(res.text().catch(() => ''));
    });
    await page.goto('/contact');
    await expect(field(page, 'name')).toBeEnabled();
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter(isRules)).toHaveLength(0);

    const rules = page.waitForResponse(async (res) => res.url().endsWith('.js') && isRules(await res.text().catch(() => '')));
    await field(page, 'name').focus();
    await rules;
  });
});

test.describe('contact form: sending', () => {
  test('shows the sending state, posts the trimmed fields and the library fields once even on a double click, then announces the success, focuses it and clears the form', async ({
    page,
    testId,
  }) => {
    const service = await emailService(testId, { status: 200, text: 'OK', delayMs: 1500 });
    await page.goto('/contact');
    await fill(page, { ...visitor, name: `  ${visitor.name} ` });
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toHaveText(formTexts.sending);
    await expect(sendButton(page)).toBeDisabled();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    // Focus is on the outcome, so keyboard and screen-reader users land on it.
    await expect(page.locator(':focus')).toHaveText(SUCCESS);
    await expect(sendButton(page)).toHaveText(formTexts.submit);
    await expect(sendButton(page)).toBeEnabled();
    for (const name of Object.keys(visitor) as Field[]) {
      await expect(field(page, name)).toHaveValue('');
      await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form(page).getByRole('alert')).toHaveText('');
    // The second click came while the first send was under way: had it sent, the fake would have it by now.
    const calls = await service.received();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/v1.0/email/send-form', contentType: 'multipart/form-data' });
    expect(VISITOR_PHONE_INTERNATIONAL).toMatch(/^\+\d/);
    expect(calls[0]?.fields).toEqual({ ...visitor, [PHONE_INTERNATIONAL_FIELD]: VISITOR_PHONE_INTERNATIONAL, ...LIBRARY_FIELDS });
    await expectNoAxeViolations(page);
    // Tab goes on from the outcome, not from the top of the page.
    await page.keyboard.press('Shift+Tab');
    await expect(sendButton(page)).toBeFocused();
  });

  test('a repeat send straight after a success says to wait and for how long, keeps the input, then goes through', async ({ page, testId }) => {
    const warnings = collectWarnings(page);
    await page.clock.install();
    const service = await emailService(testId);
    await page.goto('/contact');
    // Only the required fields: the optional ones are sent empty.
    const required = { ...visitor, company: '', message: '' };
    await fill(page, required);
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect((await service.received())[0]?.fields).toMatchObject(required);

    await fill(page, visitor);
    await sendButton(page).click();
    const alert = form(page).getByRole('alert');
    await expect(alert).toHaveText(new RegExp(`^(${WAITS.map(escapeRegExp).join('|')})$`));
    const seconds = WAITS.indexOf((await alert.textContent()) ?? '') + 1;
    expect(seconds).toBeGreaterThanOrEqual(1);
    // Not the failure text and no e-mail detour: nothing is wrong, it is only too soon.
    await expect(alert.getByRole('link')).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveText(WAITS[seconds - 1]!);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 429: Too Many Requests');
    expect(await service.received()).toHaveLength(1);
    await expectNoAxeViolations(page);

    // Once the wait is over the same message goes through.
    await page.clock.fastForward(seconds * 1000);
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await service.received()).toHaveLength(2);
  });

  test('a filled honeypot drops the send silently: the bot sees a success, nothing reaches the service', async ({ page, testId }) => {
    const service = await emailService(testId);
    await page.goto('/contact');
    await fill(page, visitor);
    const honeypot = form(page).locator('input[name="botcheck"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await honeypot.evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await sendButton(page).click();
    // A real send is answered before the success shows, so the fake would have it by now.
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await service.received()).toEqual([]);
  });
});

test.describe('contact form: failures keep the input', () => {
  // One regular expression: Playwright would read a two-element array as a [value, options] fixture tuple.
  test.use({ allowedErrors: [SEND_FAILS] });

  test('a dropped connection, then an error answer: the failure alert, focused, with the message ready as an e-mail; the input kept; a retry goes through at once', async ({
    page,
    testId,
  }) => {
    const warnings = collectWarnings(page);
    const service = await emailService(testId, { drop: true });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expectFailure(page);
    await expect(page.locator(':focus')).toContainText(FAILURE);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expectInputKept(page);
    await expect(sendButton(page)).toBeEnabled();
    await expect(sendButton(page)).toHaveText(formTexts.submit);
    expect(warnings).toContain('Contact form: sending failed with status 0: Network Error');
    await expectNoAxeViolations(page);

    // The service answers with an error: the same alert, the input still there.
    await service.answer({ status: 500, text: 'Internal Server Error' });
    await sendButton(page).click();
    await expect.poll(() => warnings).toContain('Contact form: sending failed with status 500: Internal Server Error');
    await expectFailure(page);
    await expectInputKept(page);

    // The service is back: the retry is not held back by the throttle.
    await service.answer({ status: 200, text: 'OK' });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(form(page).getByRole('alert')).toHaveText('');
    await expect(field(page, 'name')).toHaveValue('');
    expect(await service.received()).toHaveLength(3);
  });

  test('the service’s own 429 shows the failure message, then that it is busy and to wait a minute; a retry is not blocked', async ({ page, testId }) => {
    const warnings = collectWarnings(page);
    const service = await emailService(testId, { status: 429, text: 'Too Many Requests' });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    const alert = form(page).getByRole('alert');
    await expect(alert.getByText(FAILURE, { exact: true })).toBeVisible();
    await expect(alert.getByText(BUSY, { exact: true })).toBeVisible();
    await expect(alert.getByRole('link', { name: MAILTO_LINK, exact: true })).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator(':focus')).toContainText(BUSY);
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 429: Too Many Requests');
    // The service's refusal is not the visitor's own recent send: trying again is not stopped here.
    await service.answer({ status: 200 });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await service.received()).toHaveLength(2);
  });

  test('a send with no answer is shown as failed at the time limit, with the input kept; when its success comes after all, the success shows, the form and the draft are cleared, and the service has it once', async ({
    page,
    testId,
  }) => {
    const warnings = collectWarnings(page);
    // The fake keeps its answer back until the test releases it: the answer comes exactly after the limit.
    const service = await emailService(testId, { status: 200, hold: true });
    await startPausedClock(page);
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(formTexts.sending);
    await expect.poll(async () => (await service.received()).length).toBe(1);

    await page.clock.runFor(CONTACT_SEND_TIMEOUT_MS - 1);
    await expect(sendButton(page)).toHaveText(formTexts.sending);
    await expect(sendButton(page)).toBeDisabled();
    await expect(form(page).getByRole('alert')).toHaveText('');
    await page.clock.runFor(1);
    await expectFailure(page);
    await expect(page.locator(':focus')).toContainText(FAILURE);
    await expect(sendButton(page)).toBeEnabled();
    await expect(sendButton(page)).toHaveText(formTexts.submit);
    await expectInputKept(page);
    expect(await storedDraft(page)).toContain(visitor.message);
    expect(warnings).toContainEqual(expect.stringContaining(`No answer within ${CONTACT_SEND_TIMEOUT_MS / 1000} s`));

    // The answer arrives after all: the message was delivered, and the visitor learns it, with focus on it.
    expect(await service.release()).toBe(1);
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(form(page).getByRole('alert')).toHaveText('');
    await expect(page.locator(':focus')).toHaveText(SUCCESS);
    for (const name of Object.keys(visitor) as Field[]) await expect(field(page, name)).toHaveValue('');
    expect(await storedDraft(page)).toBeNull();
    expect(await service.received()).toHaveLength(1);
  });

  test('a retry while the late send is still out sends nothing: it shows the sending state, is told again at the time limit, and the late success is its success; the service has one send', async ({
    page,
    testId,
  }) => {
    const service = await emailService(testId, { status: 200, hold: true });
    const requests = countSends(page);
    await sendUntilTimedOut(page, service);

    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(formTexts.sending);
    await expect(sendButton(page)).toBeDisabled();
    await expect(form(page).getByRole('alert')).toHaveText('');
    // Waiting has its time limit too: the visitor is never left on "Sending..." for good.
    await page.clock.runFor(CONTACT_SEND_TIMEOUT_MS);
    await expectFailure(page);
    await expect(sendButton(page)).toBeEnabled();
    await expectInputKept(page);

    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(formTexts.sending);
    expect(await service.received()).toHaveLength(1);
    expect(await service.release()).toBe(1);
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(page.locator(':focus')).toHaveText(SUCCESS);
    await expect(sendButton(page)).toHaveText(formTexts.submit);
    await expect(field(page, 'message')).toHaveValue('');
    // Two retries, one delivery: the browser sent one request and the service received one.
    expect(requests()).toBe(1);
    expect(await service.received()).toHaveLength(1);
  });

  test('a late failure changes nothing; a retry waiting for a late send that fails goes out then, once', async ({ page, testId }) => {
    const warnings = collectWarnings(page);
    const service = await emailService(testId, { status: 500, text: 'Internal Server Error', hold: true });
    await sendUntilTimedOut(page, service);

    const lateAnswer = page.waitForResponse((res) => res.url().endsWith('/api/v1.0/email/send-form'));
    expect(await service.release()).toBe(1);
    expect((await lateAnswer).status()).toBe(500);
    await expect.poll(() => warnings).toContain('Contact form: sending failed with status 500: Internal Server Error');
    await expectFailure(page);
    await expect(page.locator(':focus')).toContainText(FAILURE);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expectInputKept(page);

    // Nothing is out now: the retry sends at once, and again gets no answer in time.
    await sendButton(page).click();
    await expect.poll(async () => (await service.received()).length).toBe(2);
    await page.clock.runFor(CONTACT_SEND_TIMEOUT_MS);
    await expectFailure(page);
    // The next retry waits for that send; when it fails, the retry goes out, and the service answers it at once.
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(formTexts.sending);
    await service.answer({ status: 200 });
    expect(await service.received()).toHaveLength(2);
    expect(await service.release()).toBe(1);
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(form(page).getByRole('alert')).toHaveText('');
    expect(await service.received()).toHaveLength(3);
  });
});

test.describe('contact form: length limits', () => {
  const max = CONTACT_MAX_LENGTHS.message;
  const counterFrom = max * MESSAGE_COUNTER_FROM;
  const counterText = (length: number) => messageCounter(contact, 'a'.repeat(length)).text;

  test('the message shows a counter as it nears its limit, without moving the button, speaks it at steps, and shows the true count past the limit', async ({ page }) => {
    await page.goto('/contact');
    const message = field(page, 'message');
    const counter = form(page).locator('#contact-message-counter');
    const spoken = form(page).locator('[aria-live="polite"]');
    // Where the button sits in the form (offsetTop: unaffected by scrolling and by reveal transforms).
    const buttonTop = () => sendButton(page).evaluate((el: HTMLElement) => el.offsetTop);
    const top = await buttonTop();

    // Short messages show no counter; the line is kept, so nothing moves when it appears.
    await message.fill('a'.repeat(counterFrom - 1));
    await expect(counter).toHaveText('');
    await message.fill('a'.repeat(counterFrom));
    await expect(counter).toHaveText(counterText(counterFrom));
    await expect(counter).toBeVisible();
    await expect(message).toHaveAccessibleDescription(counterText(counterFrom));
    expect(await buttonTop()).toBe(top);
    // Spoken at steps, not on every keystroke.
    await expect(spoken).toHaveText(counterText(counterFrom));
    await message.press('End');
    await message.pressSequentially('bc');
    await expect(counter).toHaveText(counterText(counterFrom + 2));
    await expect(spoken).toHaveText(counterText(counterFrom));

    // At the limit the field still takes more: nothing is cut, and the counter counts on, over the limit.
    await message.fill('y'.repeat(max));
    await expect(counter).toHaveText(counterText(max));
    await expect(spoken).toHaveText(counterText(max));
    await message.press('End');
    await message.press('x');
    await expect(message).toHaveValue(`${'y'.repeat(max)}x`);
    await expect(counter).toHaveText(counterText(max + 1));
    await expect(spoken).toHaveText(counterText(max + 1));
  });

  test('a paste of 10,000 characters into the message is kept whole, in the field and the draft; the field says at once how much to shorten; sending is refused until it fits', async ({
    page,
    context,
    testId,
  }) => {
    const service = await emailService(testId);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contact');
    await fill(page, { name: visitor.name, email: visitor.email, phone: visitor.phone });
    // Text that shows where it was cut, if it were: every block of ten characters is numbered.
    const pasted = Array.from({ length: 1000 }, (_, i) => String(i).padStart(10, '-')).join('');
    expect(pasted).toHaveLength(10_000);
    const message = field(page, 'message');
    await message.focus();
    // A real paste, through the clipboard, as a visitor pastes.
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await page.keyboard.press('ControlOrMeta+V');
    await expect(message).toHaveValue(pasted);

    // At once, before any submit: the too-long message with the limit and the true count, and the counter.
    const refusal = tooLongMessage(contact, 'message', pasted);
    expect(refusal).toBe(fillIn(errors.tooLong, { max, count: pasted.length }));
    const over = messageCounter(contact, pasted).text;
    expect(over).toBe(fillIn(formTexts.counterOver, { count: pasted.length, max, over: pasted.length - max }));
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(`${refusal} ${over}`);
    await expect(form(page).getByText(refusal, { exact: true })).toBeVisible();
    await expect(form(page).locator('#contact-message-counter')).toHaveText(over);
    await expect(form(page).locator('[aria-live="polite"]')).toHaveText(over);
    await expect.poll(async () => JSON.parse((await storedDraft(page)) ?? '{}').message).toBe(pasted);
    // Checked with the message in the middle of the view, as the draft test below does: axe's target-size rule
    // judges only what is in view, and it flags the offices' phone link (20 px high), which is in view where
    // the paste leaves the page scrolled. That link is the offices block's matter, not this form's.
    await message.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoAxeViolations(page);

    // Sending is refused: focus goes to the message, which stays whole, and nothing reaches the service.
    await sendButton(page).click();
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(pasted);
    await expect(message).toHaveAccessibleDescription(`${refusal} ${over}`);
    await expect(form(page).getByRole('status')).toHaveText('');
    expect(await service.received()).toEqual([]);

    // Shortened until it fits: the message goes, and so does the text.
    const fits = pasted.slice(0, max);
    await message.fill(fits);
    await expect(message).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText(refusal, { exact: true })).toHaveCount(0);
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    const [call] = await service.received();
    expect(call?.fields.message).toBe(fits);
  });

  test('a paste of megabytes (a file copied by mistake) leaves the page answering: the message takes as much as it holds around what was typed and says how much to shorten; nothing else typed is lost, in the fields or the draft', {
    tag: '@responsive',
  }, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contact');
    const before = 'Dear team,\n\n';
    const after = '\n\nBest regards';
    await fill(page, { ...visitor, message: `${before}${after}` });
    const message = field(page, 'message');
    // The caret between the greeting and the closing, where the visitor pastes.
    await message.evaluate((el: HTMLTextAreaElement, at) => el.setSelectionRange(at, at), before.length);
    // Eight megabytes, every block of ten characters numbered, so a cut shows where it fell.
    const pasted = Array.from({ length: 800_000 }, (_, i) => String(i).padStart(10, '-')).join('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await page.keyboard.press('ControlOrMeta+V');

    // The field holds what it takes: the greeting, the paste's beginning, the closing; the page goes on answering.
    const kept = `${before}${pasted.slice(0, keptLength('message') - before.length - after.length)}${after}`;
    await expect(message).toHaveValue(kept);
    const refusal = tooLongMessage(contact, 'message', kept);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(`${refusal} ${messageCounter(contact, kept).text}`);
    await expect(form(page).getByText(refusal, { exact: true })).toBeVisible();
    // Typing goes on, in another field and in the message itself.
    await field(page, 'company').fill('Mekong Outdoor Holdings');
    await message.press('ControlOrMeta+End');
    await message.press('!');
    await expect(message).toHaveValue(kept);
    const typed = { ...visitor, company: 'Mekong Outdoor Holdings', message: kept };
    await expectInputKept(page, typed);
    await expect.poll(async () => JSON.parse((await storedDraft(page)) ?? '{}')).toEqual(typed);

    // Nothing typed is lost on a reload either: the draft brings every field back.
    await page.reload();
    await expectInputKept(page, typed);
  });

  test('the other fields keep text past their limits whole too, and say at once how much to shorten', async ({ page, testId }) => {
    const service = await emailService(testId);
    await page.goto('/contact');
    const long = {
      name: 'n'.repeat(CONTACT_MAX_LENGTHS.name * 2),
      email: `${'e'.repeat(CONTACT_MAX_LENGTHS.email)}@example.com`,
      phone: '4'.repeat(CONTACT_MAX_LENGTHS.phone * 2),
      company: 'c'.repeat(CONTACT_MAX_LENGTHS.company * 2),
    };
    for (const [name, value] of Object.entries(long) as [Field, string][]) {
      await field(page, name).fill(value);
      await expect(field(page, name)).toHaveValue(value);
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(`${tooLongMessage(contact, name, value)}${name === 'phone' ? ` ${PHONE_FORMATS}` : ''}`);
      // Read out as it goes over, once.
      await expect(form(page).locator('[aria-live="polite"]')).toHaveText(tooLongMessage(contact, name, value));
    }
    await sendButton(page).click();
    await expect(field(page, 'name')).toBeFocused();
    expect(await service.received()).toEqual([]);
  });

  test('text over a limit that did not come through the inputs (an older draft) is kept whole and refused with how much to shorten; shortened, it sends', async ({
    page,
    testId,
  }) => {
    const long: ContactFormValues = {
      name: 'n'.repeat(CONTACT_MAX_LENGTHS.name + 1),
      email: `${'e'.repeat(CONTACT_MAX_LENGTHS.email)}@example.com`,
      phone: '4'.repeat(CONTACT_MAX_LENGTHS.phone + 1),
      company: 'c'.repeat(CONTACT_MAX_LENGTHS.company + 1),
      message: `${'x'.repeat(max + 99)}!`,
    };
    await page.addInitScript(
      ([key, draft]) => {
        if (location.pathname === '/contact') sessionStorage.setItem(key, JSON.stringify(draft));
      },
      [CONTACT_DRAFT_KEY, long] as const,
    );
    const service = await emailService(testId);
    await page.goto('/contact');
    await expect(field(page, 'message')).toHaveValue(long.message);
    const counter = form(page).locator('#contact-message-counter');
    const over = messageCounter(contact, long.message).text;
    await expect(counter).toHaveText(over);
    const expectRefused = async () => {
      for (const name of Object.keys(long) as Field[]) {
        const refusal = tooLongMessage(contact, name, long[name]);
        const after = name === 'phone' ? ` ${PHONE_FORMATS}` : name === 'message' ? ` ${over}` : '';
        await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, name)).toHaveAccessibleDescription(`${refusal}${after}`);
      }
    };
    // Said at once, as the draft comes back, and again on submit.
    await expectRefused();
    await sendButton(page).click();
    await expect(field(page, 'name')).toBeFocused();
    await expectRefused();
    // Nothing is cut behind the visitor's back, and nothing is sent.
    await expectInputKept(page, long);
    await counter.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoAxeViolations(page);
    expect(await service.received()).toEqual([]);

    // Shortened to the limits, it sends.
    await fill(page, { ...visitor, message: 'y'.repeat(max) });
    await expect(counter).toHaveText(counterText(max));
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    const [call] = await service.received();
    expect(call?.fields.message).toHaveLength(max);
  });
});

test.describe('contact form: before the page is interactive', () => {
  test('the form cannot be submitted until its script runs, and looks the same before and after', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Scripts only: held stylesheets would hold the parser (and the page would never be shown).
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await expect(sendButton(page)).toBeDisabled();
    await expect(field(page, 'name')).toBeDisabled();
    await expect(sendButton(page)).toHaveCSS('opacity', '1');
    const colours = () => field(page, 'name').evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).color);
    const before = await colours();
    release();
    await expect(sendButton(page)).toBeEnabled();
    await expect(field(page, 'name')).toBeEnabled();
    expect(await colours()).toBe(before);
  });
});

test.describe('contact form: the draft', () => {
  test('what was typed survives a reload in the same tab, without the honeypot, fills the home page form too, and is gone after sending', async ({
    page,
    context,
    testId,
  }) => {
    const service = await emailService(testId);
    await page.goto('/contact');
    await fill(page, { name: visitor.name, company: visitor.company, message: visitor.message });
    await form(page).locator('input[name="botcheck"]').evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await page.reload();
    await expect(field(page, 'name')).toHaveValue(visitor.name);
    await expect(field(page, 'company')).toHaveValue(visitor.company);
    await expect(field(page, 'message')).toHaveValue(visitor.message);
    await expect(field(page, 'email')).toHaveValue('');
    await expect(form(page).locator('input[name="botcheck"]')).toHaveValue('');
    const stored = await page.evaluate(() => Object.entries(sessionStorage).map(([k, v]) => `${k}=${v}`).join('\n'));
    expect(stored).toContain(visitor.message);
    expect(stored).not.toContain('spam.example');

    // Another tab starts empty: the draft belongs to this tab only.
    const other = await context.newPage();
    await other.goto('/contact');
    await expect(field(other, 'message')).toHaveValue('');
    await other.close();

    // The same draft fills the home page's form too; sending clears it for good.
    await page.goto('/#contact');
    await expect(field(page, 'message')).toHaveValue(visitor.message);
    await fill(page, { email: visitor.email, phone: visitor.phone });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await service.received()).toHaveLength(1);
    await page.reload();
    await expect(form(page)).toBeVisible();
    await expect(field(page, 'message')).toHaveValue('');
    await expect(field(page, 'name')).toHaveValue('');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('contact')))).toEqual([]);
  });
});

test.describe('home page', () => {
  test('/#contact lands on the contact form, the last section, which a tap (phone) or Enter (desktop) sends', { tag: '@responsive' }, async (
    { page, testId },
    testInfo,
  ) => {
    const service = await emailService(testId);
    await page.goto('/#contact');
    const section = page.locator('section#contact');
    await expect(section.getByRole('heading', { level: 2, name: formTexts.heading, exact: true })).toBeInViewport();
    expect(await page.locator('main section').last().getAttribute('id')).toBe('contact');
    await fill(page, visitor);
    if (isPhone(testInfo.project.name)) await sendButton(page).tap();
    else await field(page, 'phone').press('Enter');
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await service.received()).toHaveLength(1);
  });
});

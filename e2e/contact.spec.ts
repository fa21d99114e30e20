import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { EMAILJS_ORIGIN } from './support/ports.mjs';

const SUCCESS = 'Thank you for your message. We will get back to you soon!';
const FAILURE = 'Failed to send your message. Please try again later.';
const REQUIRED = 'This field is required.';
const BAD_EMAIL = 'Please enter a valid email address.';
const BAD_PHONE = 'Please enter a valid phone number.';
/** Shown under the phone field and read with it, after any error. */
const PHONE_FORMATS = '10 to 12 digits, for example (702) 555-0148 or +17025550148';
const MAILTO_LINK = 'E-mail it to hello@apexbridge.global';
const WAIT = /^You just sent a message\. Please wait (\d+) seconds? before sending another\.$/;
const BUSY = 'Our message service is busy right now. Please wait a minute, then send your message again.';

interface Received {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

type Mode = { status?: number; text?: string; delayMs?: number; drop?: boolean; hang?: boolean };

async function setMode(request: APIRequestContext, testId: string, mode: Mode) {
  const res = await request.post(`${EMAILJS_ORIGIN}/__mode?test=${encodeURIComponent(testId)}`, { data: mode });
  expect(res.ok()).toBe(true);
}

async function received(request: APIRequestContext, testId: string): Promise<Received[]> {
  const res = await request.get(`${EMAILJS_ORIGIN}/__requests?test=${encodeURIComponent(testId)}`);
  return (await res.json()) as Received[];
}

const visitor = { name: 'Linh Tran', email: 'linh.tran@example.com', phone: '(702) 555-0148', company: 'Mekong Outdoor Co.', message: 'We need 5,000 units by March.' };

function form(page: Page) {
  return page.getByRole('form', { name: 'Get in Touch' });
}

function field(page: Page, label: 'Name' | 'Email' | 'Phone' | 'Company' | 'Message') {
  return form(page).getByLabel(label);
}

async function fill(page: Page, values: Partial<typeof visitor>) {
  const labels = { name: 'Name', email: 'Email', phone: 'Phone', company: 'Company', message: 'Message' } as const;
  for (const [key, value] of Object.entries(values)) await field(page, labels[key as keyof typeof labels]).fill(value);
}

function sendButton(page: Page) {
  return form(page).getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
}

/** Console warnings of the page, where the form logs each failed send with its status and text. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return warnings;
}

/** The failure alert: the failure message, then the offer to send the message by e-mail instead. */
async function expectFailure(page: Page) {
  const alert = form(page).getByRole('alert');
  await expect(alert).toHaveText(new RegExp(`^${FAILURE.replace(/\./g, '\\.')}\\s*Your message is still here\\.`));
  await expect(alert.getByRole('link', { name: MAILTO_LINK })).toHaveAttribute('href', /^mailto:hello@apexbridge\.global\?subject=/);
  await expect(alert.getByText(FAILURE, { exact: true })).toHaveCount(1);
}

async function expectInputKept(page: Page) {
  await expect(field(page, 'Name')).toHaveValue(visitor.name);
  await expect(field(page, 'Email')).toHaveValue(visitor.email);
  await expect(field(page, 'Phone')).toHaveValue(visitor.phone);
  await expect(field(page, 'Company')).toHaveValue(visitor.company);
  await expect(field(page, 'Message')).toHaveValue(visitor.message);
}

test.describe('/contact page', () => {
  test('shows the heading, the three offices with addresses, phone, e-mail and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const offices = page.getByRole('region', { name: 'Our Offices' });
    for (const [name, address] of [
      ['Global Headquarters', '3960 Howard Hughes Parkway, Suite 500, Las Vegas, NV 89169, United States'],
      ['Asia Pacific Office', '2 Hai Trieu Street, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam'],
      ['Product Studio', '1455 NW Irving Street, Portland, OR 97209, United States'],
    ] as const) {
      await expect(offices.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(offices.getByText(address, { exact: true })).toBeVisible();
    }
    await expect(offices.getByRole('link', { name: '+1 (702) 555-0148' })).toHaveAttribute('href', 'tel:+17025550148');
    await expect(offices.getByRole('link', { name: 'hello@apexbridge.global' })).toHaveAttribute('href', 'mailto:hello@apexbridge.global');
    await expect(page.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeVisible();
    await expect(page.locator('#contact')).toContainText('Get in Touch');
    await expect(form(page)).toBeVisible();
    await expect(sendButton(page)).toHaveText('Send Message');
    await expectNoAxeViolations(page);
  });
});

test.describe('/contact without JavaScript', () => {
  // With JavaScript off, Chromium refuses the page's script preloads (reported as failed requests "csp").
  test.use({ javaScriptEnabled: false, allowedErrors: [/\/_next\/static\/.+\.js$/] });

  test('is readable: offices and the e-mail address instead of a form that could not send', async ({ page, request }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Asia Pacific Office' })).toBeVisible();
    await expect(page.getByText('2 Hai Trieu Street, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam')).toBeVisible();
    // The form would post to the static host (an error page, the typed text lost): it is not offered.
    const section = page.locator('section#contact');
    await expect(section.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeVisible();
    // Playwright's text queries skip <noscript> content, so the note is found by its place.
    const note = section.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Sending this form needs JavaScript. You can also write to us directly at hello@apexbridge.global');
    await expect(note.getByRole('link', { name: 'hello@apexbridge.global' })).toHaveAttribute('href', 'mailto:hello@apexbridge.global');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeHidden();
    await expect(section.getByLabel('Email')).toBeHidden();
    // The pre-rendered HTML carries a <noscript> fallback with the e-mail address, and the rule that hides the form.
    const html = await (await request.get('/contact')).text();
    expect(html).toMatch(/<noscript><style>\[data-contact-form\]\{display:none\}<\/style><p[^>]*>Sending this form needs JavaScript\. You can also write to us directly at(<!-- -->)? <a href="mailto:hello@apexbridge\.global"/);
  });
});

test.describe('Get in Touch form: validation', () => {
  test('shows each required message, flags the fields and focuses the first invalid one; nothing is sent', async ({ page, request, testId }) => {
    await page.goto('/contact');
    await sendButton(page).click();
    for (const label of ['Name', 'Email', 'Phone'] as const) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(label === 'Phone' ? `${REQUIRED} ${PHONE_FORMATS}` : REQUIRED);
    }
    await expect(form(page).getByText(REQUIRED, { exact: true })).toHaveCount(3);
    await expect(field(page, 'Name')).toBeFocused();
    for (const label of ['Company', 'Message'] as const) {
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription('');
    }
    await expect(form(page).getByRole('alert')).toHaveText('');
    await expect(form(page).getByRole('status')).toHaveText('');
    await expectNoAxeViolations(page);
    expect(await received(request, testId)).toEqual([]);
  });

  test('white space alone counts as empty', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, { name: '   ', email: visitor.email, phone: visitor.phone });
    await sendButton(page).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription(REQUIRED);
    await expect(field(page, 'Name')).toBeFocused();
  });

  test('shows the e-mail and phone format messages and focuses the first invalid field', async ({ page, request, testId }) => {
    await page.goto('/contact');
    await fill(page, { name: visitor.name, email: 'linh tran@example.com', phone: '555-0148' });
    await sendButton(page).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription(BAD_EMAIL);
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(`${BAD_PHONE} ${PHONE_FORMATS}`);
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(form(page).getByText(BAD_EMAIL, { exact: true })).toBeVisible();
    await expect(form(page).getByText(BAD_PHONE, { exact: true })).toBeVisible();

    // Malformed addresses and numbers the rules reject.
    for (const [email, phone] of [
      ['linh@example', '702-555-01'],
      ['@example.com', '702_555_0148'],
      ['linh@@example.com', '+1 702 555 0148'],
    ]) {
      await fill(page, { email, phone });
      await sendButton(page).click();
      await expect(field(page, 'Email')).toHaveAccessibleDescription(BAD_EMAIL);
      await expect(field(page, 'Phone')).toHaveAccessibleDescription(`${BAD_PHONE} ${PHONE_FORMATS}`);
    }
    expect(await received(request, testId)).toEqual([]);
  });

  test('typing in a field clears that field’s error only', async ({ page }) => {
    await page.goto('/contact');
    await sendButton(page).click();
    await expect(form(page).getByText(REQUIRED, { exact: true })).toHaveCount(3);
    await field(page, 'Email').pressSequentially('l');
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('');
    await expect(field(page, 'Name')).toHaveAccessibleDescription(REQUIRED);
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(`${REQUIRED} ${PHONE_FORMATS}`);
    await expect(form(page).getByText(REQUIRED, { exact: true })).toHaveCount(2);
    await field(page, 'Phone').pressSequentially('7');
    await expect(form(page).getByText(REQUIRED, { exact: true })).toHaveCount(1);
  });
});

test.describe('Get in Touch form: sending through EmailJS', () => {
  test('posts exactly the form and library fields as multipart data, shows "Sending...", then success clears the form', async ({
    page,
    request,
    testId,
  }) => {
    await setMode(request, testId, { status: 200, text: 'OK', delayMs: 1500 });
    await page.goto('/contact');
    await fill(page, { ...visitor, name: `  ${visitor.name} ` });
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText('Sending...');
    await expect(sendButton(page)).toBeDisabled();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Message'] as const) {
      await expect(field(page, label)).toHaveValue('');
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form(page).getByRole('alert')).toHaveText('');

    const calls = await received(request, testId);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/v1.0/email/send-form', contentType: 'multipart/form-data' });
    expect(calls[0]?.fields).toEqual({
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      company: visitor.company,
      message: visitor.message,
      lib_version: '4.4.1',
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'test-public-key',
    });
    await expectNoAxeViolations(page);
  });

  test('the optional fields may stay empty', async ({ page, request, testId }) => {
    await page.goto('/contact');
    await fill(page, { name: visitor.name, email: visitor.email, phone: '702.555.0148' });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    const [call] = await received(request, testId);
    expect(call?.fields).toMatchObject({ name: visitor.name, phone: '702.555.0148', company: '', message: '' });
  });

  test('a double submit sends once', async ({ page, request, testId }) => {
    await setMode(request, testId, { status: 200, delayMs: 800 });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).dblclick();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    // Give a second request time to arrive if one had been made.
    await page.waitForTimeout(500);
    expect(await received(request, testId)).toHaveLength(1);
  });

  test('a repeat send straight after a success says to wait and for how long, then goes through', async ({ page, request, testId }) => {
    const warnings = collectWarnings(page);
    await page.clock.install();
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await fill(page, visitor);
    await sendButton(page).click();
    const alert = form(page).getByRole('alert');
    await expect(alert).toHaveText(WAIT);
    const seconds = Number(WAIT.exec((await alert.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(10);
    // Not the failure text and no e-mail detour: nothing is wrong, it is only too soon.
    await expect(alert.getByText(FAILURE)).toHaveCount(0);
    await expect(alert.getByRole('link')).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveText(WAIT);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 429: Too Many Requests');
    expect(await received(request, testId)).toHaveLength(1);
    await expectNoAxeViolations(page);

    // Once the wait is over the same message goes through.
    await page.clock.fastForward(seconds * 1000);
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await received(request, testId)).toHaveLength(2);
  });

  test('a filled honeypot drops the submit silently: nothing reaches the API', async ({ page, request, testId }) => {
    await page.goto('/contact');
    await fill(page, visitor);
    const honeypot = form(page).locator('input[name="botcheck"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await honeypot.evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await page.waitForTimeout(300);
    expect(await received(request, testId)).toEqual([]);
  });
});

test.describe('Get in Touch form: failures keep the input', () => {
  // The browser reports a failed fetch as a console error; the form itself only warns.
  // One regular expression: Playwright would read a two-element array as a [value, options] fixture tuple.
  test.use({ allowedErrors: [/Failed to load resource|\/api\/v1\.0\/email\/send-form/] });

  for (const [status, text] of [
    [403, 'Forbidden'],
    [451, 'Unavailable For Headless Browser'],
    [400, 'The template ID is invalid'],
    [500, 'Internal Server Error'],
  ] as const) {
    test(`answer ${status} "${text}" shows the failure alert and keeps everything typed`, async ({ page, request, testId }) => {
      const warnings = collectWarnings(page);
      await setMode(request, testId, { status, text });
      await page.goto('/contact');
      await fill(page, visitor);
      await sendButton(page).click();
      await expectFailure(page);
      await expect(page.locator(':focus')).toContainText(FAILURE);
      await expect(form(page).getByRole('status')).toHaveText('');
      await expectInputKept(page);
      await expect(sendButton(page)).toBeEnabled();
      await expect(sendButton(page)).toHaveText('Send Message');
      expect(warnings).toContain(`Contact form: sending failed with status ${status}: ${text}`);
      expect(await received(request, testId)).toHaveLength(1);
    });
  }

  test('answer 429 from the service says it is busy and to wait a minute, distinct from a failure; a retry is not blocked', async ({
    page,
    request,
    testId,
  }) => {
    const warnings = collectWarnings(page);
    await setMode(request, testId, { status: 429, text: 'Too Many Requests' });
    await page.goto('/contact');
    await fill(page, visitor);
    await field(page, 'Phone').press('Enter');
    const alert = form(page).getByRole('alert');
    await expect(alert.getByText(BUSY, { exact: true })).toBeVisible();
    await expect(alert.getByText(FAILURE)).toHaveCount(0);
    await expect(alert.getByRole('link', { name: MAILTO_LINK })).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator(':focus')).toContainText(BUSY);
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 429: Too Many Requests');
    await expectNoAxeViolations(page);
    // The service's refusal is not the visitor's own recent send: trying again is not stopped here.
    await setMode(request, testId, { status: 200 });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await received(request, testId)).toHaveLength(2);
  });

  test('a dropped connection (status 0) shows the failure alert and keeps the input', async ({ page, request, testId }) => {
    const warnings = collectWarnings(page);
    await setMode(request, testId, { drop: true });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expectFailure(page);
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 0: Network Error');
    await expectNoAxeViolations(page);
  });

  test('after a failure the visitor can send again at once', async ({ page, request, testId }) => {
    await setMode(request, testId, { status: 403, text: 'Forbidden' });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expectFailure(page);
    await setMode(request, testId, { status: 200, text: 'OK' });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(form(page).getByRole('alert')).toHaveText('');
    await expect(field(page, 'Name')).toHaveValue('');
    expect(await received(request, testId)).toHaveLength(2);
  });
});

test.describe('Get in Touch form: after a send', () => {
  test('focus moves to the outcome, so keyboard and screen-reader users land on it', async ({ page, request, testId }) => {
    await setMode(request, testId, { status: 200, delayMs: 500 });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(sendButton(page)).toHaveText('Sending...');
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(page.locator(':focus')).toHaveText(SUCCESS);
    // Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Shift+Tab');
    await expect(sendButton(page)).toBeFocused();
  });
});

test.describe('Get in Touch form: length limits', () => {
  test('the message takes at most 5,000 characters, with a counter as it nears the limit, and sends at the limit', async ({ page, request, testId }) => {
    await page.goto('/contact');
    await fill(page, { name: visitor.name, email: visitor.email, phone: visitor.phone });
    const message = field(page, 'Message');
    const counter = form(page).locator('#contact-message-counter');
    const spoken = form(page).locator('[aria-live="polite"]');
    // Where the button sits in the form (offsetTop: unaffected by scrolling and by reveal transforms).
    const buttonTop = () => sendButton(page).evaluate((el: HTMLElement) => el.offsetTop);
    const top = await buttonTop();

    // Short messages show no counter; the line is kept, so nothing moves when it appears.
    await message.fill('a'.repeat(3999));
    await expect(counter).toHaveText('');
    await message.fill('a'.repeat(4000));
    await expect(counter).toHaveText('4,000 of 5,000 characters');
    await expect(counter).toBeVisible();
    await expect(message).toHaveAccessibleDescription('4,000 of 5,000 characters');
    expect(await buttonTop()).toBe(top);
    // Spoken at steps, not on every keystroke.
    await expect(spoken).toHaveText('4,000 of 5,000 characters');
    await message.press('End');
    await message.pressSequentially('bc');
    await expect(counter).toHaveText('4,002 of 5,000 characters');
    await expect(spoken).toHaveText('4,000 of 5,000 characters');

    // A longer paste stops at the limit, and the counter says the limit is reached.
    await message.fill(`${'y'.repeat(4990)}${'z'.repeat(110)}`);
    await expect(message).toHaveValue(`${'y'.repeat(4990)}${'z'.repeat(10)}`);
    await expect(counter).toHaveText('5,000 of 5,000 characters');
    await expect(spoken).toHaveText('5,000 of 5,000 characters');
    await message.press('End');
    await message.press('x');
    await expect(message).toHaveValue(`${'y'.repeat(4990)}${'z'.repeat(10)}`);
    // Checked as a visitor reading the counter sees it, centred: typing leaves the page wherever the caret
    // put it, which can park a link of the offices just under the sticky header (axe then counts the header
    // as its neighbour).
    await counter.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoAxeViolations(page);

    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    const [call] = await received(request, testId);
    expect(call?.fields.message).toHaveLength(5000);
  });

  test('every field stops at its limit; the required messages stay as they were', async ({ page, request, testId }) => {
    await page.goto('/contact');
    for (const [label, max] of [
      ['Name', 100],
      ['Email', 254],
      ['Phone', 30],
      ['Company', 120],
    ] as const) {
      await field(page, label).fill('7'.repeat(max + 25));
      await expect(field(page, label)).toHaveValue('7'.repeat(max));
    }
    await fill(page, { name: '', email: '', phone: '', company: '' });
    await sendButton(page).click();
    await expect(form(page).getByText(REQUIRED, { exact: true })).toHaveCount(3);
    await expect(field(page, 'Name')).toBeFocused();
    expect(await received(request, testId)).toEqual([]);
  });

  test('text over a limit that did not come through the inputs (an older draft) is kept whole and refused with how much to shorten', async ({
    page,
    request,
    testId,
  }) => {
    const long = { name: 'n'.repeat(101), email: `${'e'.repeat(250)}@example.com`, phone: '7'.repeat(31), company: 'c'.repeat(121), message: `${'x'.repeat(5099)}!` };
    await page.addInitScript((draft) => {
      if (location.pathname === '/contact') sessionStorage.setItem('apexbridge:contact-draft', JSON.stringify(draft));
    }, long);
    await page.goto('/contact');
    await expect(field(page, 'Message')).toHaveValue(long.message);
    const counter = form(page).locator('#contact-message-counter');
    await expect(counter).toHaveText('5,100 of 5,000 characters: 100 too many');
    await sendButton(page).click();
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Please shorten this to 100 characters or fewer (it now has 101).');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please shorten this to 254 characters or fewer (it now has 262).');
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(`Please shorten this to 30 characters or fewer (it now has 31). ${PHONE_FORMATS}`);
    await expect(field(page, 'Company')).toHaveAccessibleDescription('Please shorten this to 120 characters or fewer (it now has 121).');
    await expect(field(page, 'Message')).toHaveAccessibleDescription(
      'Please shorten this to 5,000 characters or fewer (it now has 5,100). 5,100 of 5,000 characters: 100 too many',
    );
    // Nothing is cut behind the visitor's back, and nothing is sent.
    for (const [label, key] of [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Phone', 'phone'],
      ['Company', 'company'],
      ['Message', 'message'],
    ] as const) {
      await expect(field(page, label)).toHaveValue(long[key]);
    }
    await expectNoAxeViolations(page);
    expect(await received(request, testId)).toEqual([]);

    // Shortened, it sends.
    await fill(page, { ...visitor, message: 'y'.repeat(5000) });
    await expect(counter).toHaveText('5,000 of 5,000 characters');
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    const [call] = await received(request, testId);
    expect(call?.fields.message).toHaveLength(5000);
  });
});

test.describe('Get in Touch form: before the page is interactive', () => {
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
    await expect(field(page, 'Name')).toBeDisabled();
    await expect(sendButton(page)).toHaveCSS('opacity', '1');
    const before = await field(page, 'Name').evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).color);
    release();
    await expect(sendButton(page)).toBeEnabled();
    await expect(field(page, 'Name')).toBeEnabled();
    expect(await field(page, 'Name').evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).color)).toBe(before);
  });
});

test.describe('Get in Touch form: the phone example', () => {
  test('the placeholder and the hint show numbers the rule accepts, and the placeholder number sends', async ({ page, request, testId }) => {
    await page.goto('/contact');
    const phone = field(page, 'Phone');
    const example = await phone.getAttribute('placeholder');
    expect(example).toBe('(702) 555-0148');
    await expect(form(page).getByText(PHONE_FORMATS, { exact: true })).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(PHONE_FORMATS);
    await fill(page, { name: visitor.name, email: visitor.email, phone: example! });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await fill(page, { name: visitor.name, email: visitor.email, phone: '+17025550148' });
    expect(await received(request, testId)).toHaveLength(1);
  });
});

test.describe('Get in Touch form: a send that never answers', () => {
  // The stalled request is still pending when the page closes.
  test.use({ allowedErrors: [/\/api\/v1\.0\/email\/send-form/] });

  /** The page's clock stands still, so the 15 s limit passes only when the test says so. */
  async function startStalled(page: Page, request: APIRequestContext, testId: string, mode: Mode) {
    await setMode(request, testId, mode);
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText('Sending...');
    await expect.poll(async () => (await received(request, testId)).length).toBe(1);
  }

  test('after 15 s without an answer: the failure alert, the input kept and the button ready for a retry', async ({ page, request, testId }) => {
    const warnings = collectWarnings(page);
    await startStalled(page, request, testId, { hang: true });
    await page.clock.runFor(14_999);
    await expect(sendButton(page)).toHaveText('Sending...');
    await expect(sendButton(page)).toBeDisabled();
    await expect(form(page).getByRole('alert')).toHaveText('');
    await page.clock.runFor(1);
    await expectFailure(page);
    await expect(sendButton(page)).toBeEnabled();
    await expect(sendButton(page)).toHaveText('Send Message');
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 0: No answer within 15 s');

    // The network is back: the retry goes through at once (no throttle after a send that never answered).
    await setMode(request, testId, { status: 200 });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(form(page).getByRole('alert')).toHaveText('');
    expect(await received(request, testId)).toHaveLength(2);
  });

  test('an answer that arrives after the time limit changes nothing', async ({ page, request, testId }) => {
    await startStalled(page, request, testId, { status: 200, delayMs: 1500 });
    const lateAnswer = page.waitForResponse((res) => res.url().endsWith('/api/v1.0/email/send-form'));
    await page.clock.runFor(15_000);
    await expectFailure(page);
    expect((await lateAnswer).status()).toBe(200);
    // Give the page time to act on the answer, if it wrongly did.
    await page.waitForTimeout(500);
    await expectFailure(page);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
    await expectInputKept(page);
  });
});

test.describe('Get in Touch form: the e-mail fallback', () => {
  test.use({ allowedErrors: [/Failed to load resource|\/api\/v1\.0\/email\/send-form/] });

  test('a failed send offers the typed message as an e-mail to the company address', async ({ page, request, testId }) => {
    await setMode(request, testId, { status: 500, text: 'Internal Server Error' });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expectFailure(page);
    const href = await form(page).getByRole('alert').getByRole('link', { name: MAILTO_LINK }).getAttribute('href');
    const url = new URL(href!);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@apexbridge.global');
    expect(url.searchParams.get('subject')).toBe(`Website enquiry from ${visitor.name}`);
    expect(url.searchParams.get('body')).toBe(
      [visitor.message, '', `Name: ${visitor.name}`, `Email: ${visitor.email}`, `Phone: ${visitor.phone}`, `Company: ${visitor.company}`].join('\r\n'),
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('Get in Touch form: the draft', () => {
  test('what was typed survives a reload in the same tab, without the honeypot, and is gone after sending', async ({ page, context }) => {
    await page.goto('/contact');
    await fill(page, { name: visitor.name, company: visitor.company, message: visitor.message });
    await form(page).locator('input[name="botcheck"]').evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue(visitor.name);
    await expect(field(page, 'Company')).toHaveValue(visitor.company);
    await expect(field(page, 'Message')).toHaveValue(visitor.message);
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(form(page).locator('input[name="botcheck"]')).toHaveValue('');
    const stored = await page.evaluate(() => Object.entries(sessionStorage).map(([k, v]) => `${k}=${v}`).join('\n'));
    expect(stored).toContain(visitor.message);
    expect(stored).not.toContain('spam.example');

    // Another tab starts empty: the draft belongs to this tab only.
    const other = await context.newPage();
    await other.goto('/contact');
    await expect(field(other, 'Message')).toHaveValue('');
    await other.close();

    // The same draft fills the home page's form too; sending clears it for good.
    await page.goto('/#contact');
    await expect(field(page, 'Message')).toHaveValue(visitor.message);
    await fill(page, { email: visitor.email, phone: visitor.phone });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await page.reload();
    await expect(form(page)).toBeVisible();
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(field(page, 'Name')).toHaveValue('');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('contact')))).toEqual([]);
  });

  test('the privacy page says what the draft keeps and for how long', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText(/a draft of what you type .* is kept in session storage/)).toBeVisible();
    await expect(page.getByText(/deleted when your message is sent and when you close the tab/)).toBeVisible();
  });
});

test.describe('home page', () => {
  test('ends with the Get in Touch form at #contact, which sends', async ({ page, request, testId }, testInfo) => {
    await page.goto('/#contact');
    const section = page.locator('section#contact');
    await expect(section.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInViewport();
    expect(await page.locator('main section').last().getAttribute('id')).toBe('contact');
    await fill(page, visitor);
    if (isPhone(testInfo.project.name)) await sendButton(page).tap();
    else await field(page, 'Phone').press('Enter');
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await received(request, testId)).toHaveLength(1);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { EMAILJS_ORIGIN } from './support/ports.mjs';

const SUCCESS = 'Thank you for your message. We will get back to you soon!';
const FAILURE = 'Failed to send your message. Please try again later.';
const REQUIRED = 'This field is required.';
const BAD_EMAIL = 'Please enter a valid email address.';
const BAD_PHONE = 'Please enter a valid phone number.';

interface Received {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

type Mode = { status?: number; text?: string; delayMs?: number; drop?: boolean };

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

  test('is readable: offices, form fields and an e-mail fallback', async ({ page, request }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Asia Pacific Office' })).toBeVisible();
    await expect(page.getByText('2 Hai Trieu Street, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    // The pre-rendered HTML carries a <noscript> fallback with the e-mail address.
    const html = await (await request.get('/contact')).text();
    expect(html).toMatch(/<noscript><p[^>]*>Sending this form needs JavaScript\. You can also write to us directly at(<!-- -->)? <a href="mailto:hello@apexbridge\.global"/);
  });
});

test.describe('Get in Touch form: validation', () => {
  test('shows each required message, flags the fields and focuses the first invalid one; nothing is sent', async ({ page, request, testId }) => {
    await page.goto('/contact');
    await sendButton(page).click();
    for (const label of ['Name', 'Email', 'Phone'] as const) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(REQUIRED);
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
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(BAD_PHONE);
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(form(page).getByText(BAD_EMAIL, { exact: true })).toBeVisible();
    await expect(form(page).getByText(BAD_PHONE, { exact: true })).toBeVisible();

    // Malformed addresses and numbers the SPEC rules reject.
    for (const [email, phone] of [
      ['linh@example', '702-555-01'],
      ['@example.com', '702_555_0148'],
      ['linh@@example.com', '+1 702 555 0148'],
    ]) {
      await fill(page, { email, phone });
      await sendButton(page).click();
      await expect(field(page, 'Email')).toHaveAccessibleDescription(BAD_EMAIL);
      await expect(field(page, 'Phone')).toHaveAccessibleDescription(BAD_PHONE);
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
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(REQUIRED);
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

  test('a repeat send straight after a success is throttled without calling the API', async ({ page, request, testId }) => {
    const warnings = collectWarnings(page);
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await fill(page, visitor);
    await sendButton(page).click();
    await expect(form(page).getByRole('alert')).toHaveText(FAILURE);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 429: Too Many Requests');
    expect(await received(request, testId)).toHaveLength(1);
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
    [429, 'Too Many Requests'],
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
      await expect(form(page).getByRole('alert')).toHaveText(FAILURE);
      await expect(form(page).getByRole('status')).toHaveText('');
      await expectInputKept(page);
      await expect(sendButton(page)).toBeEnabled();
      await expect(sendButton(page)).toHaveText('Send Message');
      expect(warnings).toContain(`Contact form: sending failed with status ${status}: ${text}`);
      expect(await received(request, testId)).toHaveLength(1);
    });
  }

  test('a dropped connection (status 0) shows the failure alert and keeps the input', async ({ page, request, testId }) => {
    const warnings = collectWarnings(page);
    await setMode(request, testId, { drop: true });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expect(form(page).getByRole('alert')).toHaveText(FAILURE);
    await expectInputKept(page);
    expect(warnings).toContain('Contact form: sending failed with status 0: Network Error');
    await expectNoAxeViolations(page);
  });

  test('after a failure the visitor can send again at once', async ({ page, request, testId }) => {
    await setMode(request, testId, { status: 403, text: 'Forbidden' });
    await page.goto('/contact');
    await fill(page, visitor);
    await sendButton(page).click();
    await expect(form(page).getByRole('alert')).toHaveText(FAILURE);
    await setMode(request, testId, { status: 200, text: 'OK' });
    await sendButton(page).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(form(page).getByRole('alert')).toHaveText('');
    await expect(field(page, 'Name')).toHaveValue('');
    expect(await received(request, testId)).toHaveLength(2);
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

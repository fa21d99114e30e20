/**
 * @jest-environment jsdom
 */
import type { EmailJsSettings } from '@/lib/contact/emailjs-config';
import {
  CONTACT_SEND_TIMEOUT_MS,
  CONTACT_THROTTLE_ID,
  CONTACT_THROTTLE_MS,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  reportTimedOut,
  sendContactForm,
  throttleLeftMs,
  toSendOutcome,
} from '@/lib/contact/emailjs';

const settings: EmailJsSettings = {
  ok: true,
  config: { publicKey: 'pk_test', serviceId: 'service_test', templateId: 'template_test', origin: 'http://fake.local', blockHeadless: false },
};

function makeForm(values: Record<string, string>, honeypot = ''): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries({ ...values, [HONEYPOT_FIELD]: honeypot })) {
    const input = document.createElement(name === 'message' ? 'textarea' : 'input');
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  return form;
}

const fields = { name: 'Linh Tran', email: 'linh@example.com', phone: '415-555-0132', company: 'Acme', message: 'Hello' };

function answer(status: number, text: string) {
  return { ok: status >= 200 && status < 300, status, text: async () => text };
}

const fetchMock = jest.fn();
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.localStorage.clear();
  document.body.innerHTML = '';
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

describe('sendContactForm', () => {
  it('posts the form fields plus the library fields as multipart data to the configured origin', async () => {
    fetchMock.mockResolvedValue(answer(200, 'OK'));
    const form = makeForm(fields);
    await expect(sendContactForm(form, settings)).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, { method: string; body: FormData }];
    expect(url).toBe('http://fake.local/api/v1.0/email/send-form');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(init.body.entries())).toEqual({
      ...fields,
      lib_version: expect.stringMatching(/^4\./),
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'pk_test',
    });
    // The honeypot is left out of the message and usable again afterwards.
    expect((form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement).disabled).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'The template ID is invalid'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [451, 'Unavailable For Headless Browser'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])('treats status %p as a failure and logs status and text', async (status, text) => {
    fetchMock.mockResolvedValue(answer(status, text));
    await expect(sendContactForm(makeForm(fields), settings)).resolves.toEqual({ ok: false, status, text });
    expect(warn).toHaveBeenCalledWith(`Contact form: sending failed with status ${status}: ${text}`);
  });

  it('treats a dropped connection as status 0 "Network Error"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendContactForm(makeForm(fields), settings)).resolves.toEqual({ ok: false, status: 0, text: 'Network Error' });
    expect(warn).toHaveBeenCalledWith('Contact form: sending failed with status 0: Network Error');
  });

  it('drops a submit whose honeypot is filled, without calling the API', async () => {
    const form = makeForm(fields, 'http://spam.example');
    expect(isHoneypotFilled(form)).toBe(true);
    await expect(sendContactForm(form, settings)).resolves.toMatchObject({ ok: true, dropped: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with configuration missing: fails without calling the API and names the missing setting', async () => {
    const missing: EmailJsSettings = { ok: false, missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID'] };
    const outcome = await sendContactForm(makeForm(fields), missing);
    expect(outcome.ok).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  });

  it('throttles a repeat send (limitRate) without calling the API', async () => {
    fetchMock.mockResolvedValue(answer(200, 'OK'));
    await sendContactForm(makeForm(fields), settings);
    expect(window.localStorage.getItem(CONTACT_THROTTLE_ID)).not.toBeNull();
    const outcome = await sendContactForm(makeForm(fields), settings);
    expect(outcome).toMatchObject({ ok: false, status: 429, text: 'Too Many Requests', throttled: true });
    // It says how long until a send works again: up to the 10 s of the throttle.
    expect(outcome.retryAfterMs).toBeGreaterThan(CONTACT_THROTTLE_MS - 2000);
    expect(outcome.retryAfterMs).toBeLessThanOrEqual(CONTACT_THROTTLE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tells the service\'s own 429 apart from the throttle, and lets the visitor retry after it', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, 'Too Many Requests')).mockResolvedValueOnce(answer(200, 'OK'));
    const busy = await sendContactForm(makeForm(fields), settings);
    expect(busy).toEqual({ ok: false, status: 429, text: 'Too Many Requests' });
    expect(busy.throttled).toBeUndefined();
    await expect(sendContactForm(makeForm(fields), settings)).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throttleLeftMs: the time left from the last send, never more than the throttle', async () => {
    const at = (value: string | null) => ({ get: async () => value, set: async () => undefined, remove: async () => undefined });
    expect(await throttleLeftMs(undefined)).toBe(0);
    expect(await throttleLeftMs(at(null), 50_000)).toBe(0);
    expect(await throttleLeftMs(at('40000'), 43_000)).toBe(CONTACT_THROTTLE_MS - 3000);
    expect(await throttleLeftMs(at('40000'), 40_000 + CONTACT_THROTTLE_MS)).toBe(0);
    expect(await throttleLeftMs(at('90000'), 40_000)).toBe(0);
    expect(await throttleLeftMs(at('garbage'), 40_000)).toBe(0);
  });

  it('lets the visitor retry at once after a failed send', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, 'Server Error')).mockResolvedValueOnce(answer(200, 'OK'));
    await expect(sendContactForm(makeForm(fields), settings)).resolves.toMatchObject({ ok: false, status: 500 });
    await expect(sendContactForm(makeForm(fields), settings)).resolves.toMatchObject({ ok: true, status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers 451 in a headless browser when blocking is switched on', async () => {
    Object.defineProperty(window.navigator, 'webdriver', { value: true, configurable: true });
    const blocking: EmailJsSettings = { ok: true, config: { ...(settings.ok ? settings.config : ({} as never)), blockHeadless: true } };
    try {
      await expect(sendContactForm(makeForm(fields), blocking)).resolves.toEqual({ ok: false, status: 451, text: 'Unavailable For Headless Browser' });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window.navigator, 'webdriver', { value: false, configurable: true });
    }
  });
});

describe('a send with no answer in time', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves with the service’s own answer however late it comes: the time limit is the form’s, and a late success counts', async () => {
    jest.useFakeTimers();
    let answerLate: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerLate = resolve)));
    const outcomes: unknown[] = [];
    const sending = sendContactForm(makeForm(fields), settings).then((o) => outcomes.push(o));
    await jest.advanceTimersByTimeAsync(CONTACT_SEND_TIMEOUT_MS * 2);
    expect(outcomes).toEqual([]);
    answerLate(answer(200, 'OK'));
    await sending;
    expect(outcomes).toEqual([{ ok: true, status: 200, text: 'OK' }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a late failure is logged and lets the visitor retry at once', async () => {
    let answerLate: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerLate = resolve)));
    const sending = sendContactForm(makeForm(fields), settings);
    // While the request is out, the throttle holds its time: this is the visitor's one send.
    for (let i = 0; i < 100 && fetchMock.mock.calls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CONTACT_THROTTLE_ID)).not.toBeNull();
    answerLate(answer(500, 'Internal Server Error'));
    await expect(sending).resolves.toEqual({ ok: false, status: 500, text: 'Internal Server Error' });
    expect(warn).toHaveBeenCalledWith('Contact form: sending failed with status 500: Internal Server Error');
    expect(window.localStorage.getItem(CONTACT_THROTTLE_ID)).toBeNull();
  });

  it('at the time limit the visitor is shown a failure, and the log says a late answer still counts', () => {
    expect(reportTimedOut()).toEqual({ ok: false, status: 0, text: `No answer within ${CONTACT_SEND_TIMEOUT_MS / 1000} s`, timedOut: true });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^Contact form: No answer within ${CONTACT_SEND_TIMEOUT_MS / 1000} s; .*late answer still counts`)));
  });
});

describe('toSendOutcome', () => {
  it('normalises what EmailJS rejects with', () => {
    expect(toSendOutcome({ status: 403, text: 'Forbidden' })).toEqual({ ok: false, status: 403, text: 'Forbidden' });
    expect(toSendOutcome(new TypeError('Failed to fetch'))).toEqual({ ok: false, status: 0, text: 'Network Error' });
    expect(toSendOutcome('The public key is required.')).toEqual({ ok: false, status: 0, text: 'The public key is required.' });
    expect(toSendOutcome(undefined)).toEqual({ ok: false, status: 0, text: 'Network Error' });
  });
});

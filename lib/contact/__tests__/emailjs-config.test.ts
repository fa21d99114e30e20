import { readEmailJsConfig } from '@/lib/contact/emailjs-config';

const full = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_123',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_abc',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_xyz',
};

describe('readEmailJsConfig', () => {
  it('reads the three settings, sending to the EmailJS API with headless blocking off unless told otherwise', () => {
    expect(readEmailJsConfig(full)).toEqual({
      ok: true,
      config: { publicKey: 'pk_123', serviceId: 'service_abc', templateId: 'template_xyz', origin: 'https://api.emailjs.com', blockHeadless: false },
    });
  });
  it('takes an API origin without its trailing slash', () => {
    const settings = readEmailJsConfig({ ...full, NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:3211/' });
    expect(settings.ok && settings.config.origin).toBe('http://127.0.0.1:3211');
  });
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['', false],
    [undefined, false],
    ['no', false],
  ])('blockHeadless %p -> %p', (value, expected) => {
    const settings = readEmailJsConfig({ ...full, NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: value });
    expect(settings.ok && settings.config.blockHeadless).toBe(expected);
  });
  it('names every missing setting', () => {
    expect(readEmailJsConfig({})).toEqual({
      ok: false,
      missing: ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'],
    });
    expect(readEmailJsConfig({ ...full, NEXT_PUBLIC_EMAILJS_SERVICE_ID: '  ' })).toEqual({ ok: false, missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID'] });
    expect(readEmailJsConfig({ ...full, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: undefined })).toEqual({ ok: false, missing: ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'] });
  });
});

/**
 * EmailJS settings, read at build time from NEXT_PUBLIC_EMAILJS_* (see .env.example). Only public identifiers
 * belong here: they end up in the browser's JavaScript.
 */
import { BUILD_ENV_DEFAULTS, env } from '../config/env';

export const EMAILJS_DEFAULT_ORIGIN = BUILD_ENV_DEFAULTS.NEXT_PUBLIC_EMAILJS_ORIGIN;

/** The three settings EmailJS cannot send without, with the variable that sets each. */
export const EMAILJS_REQUIRED_ENV = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
} as const;

export interface EmailJsEnv {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  NEXT_PUBLIC_EMAILJS_SERVICE_ID?: string;
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  NEXT_PUBLIC_EMAILJS_ORIGIN?: string;
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS?: string;
}

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** API origin without a trailing slash. */
  origin: string;
  /** Let EmailJS refuse headless browsers (status 451). Off unless the variable is "true" or "1". */
  blockHeadless: boolean;
}

export type EmailJsSettings =
  | { ok: true; config: EmailJsConfig }
  /** `missing` names the unset variables, for the console message. */
  | { ok: false; missing: string[] };

const isSet = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Turns the environment into a usable configuration, or the list of variables that are missing. */
export function readEmailJsConfig(env: EmailJsEnv): EmailJsSettings {
  const publicKey = env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  const serviceId = env.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
  if (!isSet(publicKey) || !isSet(serviceId) || !isSet(templateId)) {
    const missing = (Object.values(EMAILJS_REQUIRED_ENV) as string[]).filter((name) => !isSet(env[name as keyof EmailJsEnv]));
    return { ok: false, missing };
  }
  const origin = isSet(env.NEXT_PUBLIC_EMAILJS_ORIGIN) ? env.NEXT_PUBLIC_EMAILJS_ORIGIN.trim().replace(/\/+$/, '') : EMAILJS_DEFAULT_ORIGIN;
  const blockHeadless = ['true', '1', 'yes'].includes((env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS ?? '').trim().toLowerCase());
  return {
    ok: true,
    config: { publicKey: publicKey.trim(), serviceId: serviceId.trim(), templateId: templateId.trim(), origin, blockHeadless },
  };
}

/** This build's settings (lib/config/env.ts). */
export const emailJsSettings: EmailJsSettings = readEmailJsConfig(env);

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXTERNAL_LINK_DEFAULTS,
  EXTERNAL_LINK_VARIABLES,
  messagingAppLink,
  normaliseMessagingNumber,
  parseLinkConfiguration,
} from '@/lib/links';

describe('external link configuration', () => {
  it('uses the documented defaults when nothing is set, and the core’s messaging-app number', () => {
    const { config, problems } = parseLinkConfiguration({});
    expect(problems).toEqual([]);
    expect(config.links).toEqual(EXTERNAL_LINK_DEFAULTS);
    expect(config.messagingAppNumber).toBeNull();
    for (const href of Object.values(config.links)) expect(href).toMatch(/^https:\/\//);
  });

  it('takes each address from its own variable and leaves the others alone', () => {
    const { config, problems } = parseLinkConfiguration({
      BUY_POLICY_URL: 'https://insurer.example/buy',
      LIFE_CERTIFICATE_URL: ' https://insurer.example/jeevan-pramaan ',
      FORM_60_URL: 'https://cdn.insurer.example/forms/60.pdf',
      MESSAGING_APP_NUMBER: '+91 80690 01234',
    });
    expect(problems).toEqual([]);
    expect(config.links).toEqual({
      ...EXTERNAL_LINK_DEFAULTS,
      buyPolicy: 'https://insurer.example/buy',
      lifeCertificate: 'https://insurer.example/jeevan-pramaan',
      form60: 'https://cdn.insurer.example/forms/60.pdf',
    });
    expect(config.messagingAppNumber).toBe('918069001234');
  });

  it('names one variable for every address', () => {
    expect(Object.keys(EXTERNAL_LINK_VARIABLES).sort()).toEqual(Object.keys(EXTERNAL_LINK_DEFAULTS).sort());
    expect(new Set(Object.values(EXTERNAL_LINK_VARIABLES)).size).toBe(Object.keys(EXTERNAL_LINK_DEFAULTS).length);
  });

  it.each([
    ['QUICK_PAY_URL', 'http://insurer.example/pay'],
    ['FUND_PERFORMANCE_URL', 'insurer.example/funds'],
    ['FORM_FATCA_URL', 'javascript:alert(1)'],
    ['CLAIMS_URL', 'https://'],
  ])('refuses %s=%s: only an https address is taken', (name, value) => {
    const { problems } = parseLinkConfiguration({ [name]: value });
    expect(problems).toEqual([expect.stringContaining(`${name} must be an https address`)]);
  });

  it.each(['12345', '91 8069 ABC 123', '+9180690012341234'])('refuses the messaging-app number %s', (value) => {
    const { problems } = parseLinkConfiguration({ MESSAGING_APP_NUMBER: value });
    expect(problems).toEqual([expect.stringContaining('MESSAGING_APP_NUMBER must be a phone number')]);
  });

  it('normalises a number written with a plus, spaces or dashes', () => {
    expect(normaliseMessagingNumber('+91-80690-01234')).toBe('918069001234');
    expect(normaliseMessagingNumber('8069001234')).toBe('8069001234');
  });
});

describe('messaging-app link', () => {
  it('opens a chat with the number and the greeting typed in', () => {
    expect(messagingAppLink('918069001234', 'Hi, I would like a loan against my policy 20000003 & more?')).toBe(
      'https://wa.me/918069001234?text=Hi%2C%20I%20would%20like%20a%20loan%20against%20my%20policy%2020000003%20%26%20more%3F',
    );
  });

  it('round-trips the greeting through URL parsing', () => {
    const text = 'नमस्ते — loan enquiry #1';
    const url = new URL(messagingAppLink('918069001234', text));
    expect(url.origin + url.pathname).toBe('https://wa.me/918069001234');
    expect(url.searchParams.get('text')).toBe(text);
  });

  it('has no query without a greeting', () => {
    expect(messagingAppLink('918069001234', '')).toBe('https://wa.me/918069001234');
  });
});

describe('the portal refuses to start on a bad address', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  async function load(env: Record<string, string>) {
    Object.assign(process.env, {
      UPSTREAM_ENC_KEY: Buffer.alloc(32, 7).toString('base64url'),
      SESSION_SECRET: 'a-test-session-secret-of-32-chars-or-more',
      NODE_ENV: 'test',
      ...env,
    });
    vi.resetModules();
    return import('@/lib/server/env');
  }

  it('getEnv, which the boot check runs, throws with the variable’s name', async () => {
    const { getEnv } = await load({ BUY_POLICY_URL: 'http://insurer.example/buy' });
    expect(() => getEnv()).toThrow(/BUY_POLICY_URL must be an https address/);
  });

  it('getEnv answers the configured addresses', async () => {
    const { getEnv } = await load({ SUPPORT_URL: 'https://insurer.example/help', MESSAGING_APP_NUMBER: '918000000001' });
    expect(getEnv().links.support).toBe('https://insurer.example/help');
    expect(getEnv().messagingAppNumber).toBe('918000000001');
  });
});

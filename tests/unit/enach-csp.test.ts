import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, enachSdkOrigin } from '@/lib/csp';

const base = { nonce: 'abc123', dev: false, https: true, recaptcha: false };
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('enachSdkOrigin', () => {
  it('takes ENACH_SDK_URL, else the core URL, as a bare origin', () => {
    expect(enachSdkOrigin({ ENACH_SDK_URL: 'https://pay.example.com/sdk/v1/', UPSTREAM_URL: 'http://core:1' })).toBe(
      'https://pay.example.com',
    );
    expect(enachSdkOrigin({ UPSTREAM_URL: 'http://127.0.0.1:4530' })).toBe('http://127.0.0.1:4530');
    expect(enachSdkOrigin({})).toBe('http://127.0.0.1:4010');
  });
  it('refuses anything that is not an http(s) URL', () => {
    expect(enachSdkOrigin({ ENACH_SDK_URL: 'javascript:alert(1)' })).toBeNull();
    expect(enachSdkOrigin({ ENACH_SDK_URL: 'not a url' })).toBeNull();
  });
});

describe('CSP with the e-mandate SDK', () => {
  const d = directives(contentSecurityPolicy({ ...base, enachSdkOrigin: 'https://pay.example.com' }));

  it('lets the nonce carry the SDK script and allows its stylesheet origin', () => {
    expect(d['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'", 'https://pay.example.com']);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://pay.example.com']);
  });

  it('opens nothing else to the provider', () => {
    for (const k of ['default-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'form-action']) {
      expect(d[k]).not.toContain('https://pay.example.com');
    }
  });

  it('keeps object-src, base-uri and frame-ancestors locked', () => {
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['default-src']).toEqual(["'self'"]);
  });

  it('adds nothing when there is no SDK origin', () => {
    const none = directives(contentSecurityPolicy({ ...base, enachSdkOrigin: null }));
    expect(none['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(none['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
  });

  it('falls back to the environment when the proxy passes no origin', () => {
    const before = process.env.ENACH_SDK_URL;
    process.env.ENACH_SDK_URL = 'https://sdk.example.org/x';
    try {
      expect(directives(contentSecurityPolicy(base))['style-src']).toContain('https://sdk.example.org');
    } finally {
      if (before === undefined) delete process.env.ENACH_SDK_URL;
      else process.env.ENACH_SDK_URL = before;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { safeReturnTo } from '@/lib/session-rules';

/** What a browser does with a Location header: resolve it against the page it came from. */
const landsOn = (location: string) => new URL(location, 'https://portal.example/login').host;

const ATTACKS: Array<[string, unknown]> = [
  ['absolute URL', 'https://evil.host/x'],
  ['scheme without slashes', 'https:evil.host'],
  ['javascript URL', 'javascript:alert(1)'],
  ['protocol-relative', '//evil.host/x'],
  ['dot segment before //', '/.//evil.host/x'],
  ['encoded dot segment', '/%2e//evil.host/x'],
  ['encoded dot, upper case', '/%2E//evil.host/x'],
  ['double-encoded dot', '/%252e//evil.host/x'],
  ['parent segment', '/a/..//evil.host/x'],
  ['encoded parent segment', '/a/%2e%2e//evil.host/x'],
  ['encoded slashes', '/%2f%2fevil.host/x'],
  ['encoded slash after one', '/%2Fevil.host/x'],
  ['double-encoded slashes', '/%252f%252fevil.host'],
  ['backslash', '/\\evil.host'],
  ['two backslashes', '/\\\\evil.host'],
  ['encoded backslash', '/%5cevil.host'],
  ['slash backslash', '/\\/evil.host'],
  ['tab', '/\t/evil.host'],
  ['newline', '/\n/evil.host'],
  ['carriage return', '/\r/evil.host'],
  ['encoded tab', '/%09/evil.host'],
  ['encoded newline', '/%0a/evil.host'],
  ['NUL', '/\u0000/evil.host'],
  ['DEL', '/\u007f/evil.host'],
  ['leading space', ' //evil.host'],
  ['relative path', 'evil.host/x'],
  ['deeply nested encoding', '/%25252f%25252fevil.host'],
  ['empty', ''],
  ['null', null],
  ['a number', 42],
];

describe('safeRedirectPath', () => {
  it.each(ATTACKS)('sends %s home', (_, target) => {
    expect(safeRedirectPath(target)).toBe('/');
  });

  it.each(ATTACKS)('never leaves the portal for %s', (_, target) => {
    expect(landsOn(safeRedirectPath(target))).toBe('portal.example');
  });

  it.each([
    ['/policy-details/10000001', '/policy-details/10000001'],
    ['/policy-details/10000001?tab=NOMINEE', '/policy-details/10000001?tab=NOMINEE'],
    ['/fund-switch?policyNo=10000001&from=details#funds', '/fund-switch?policyNo=10000001&from=details#funds'],
    ['/download/./payment-history', '/download/payment-history'],
    ['/a/../pay-premium', '/pay-premium'],
    ['/order-confirmation?transactionId=TXN%201', '/order-confirmation?transactionId=TXN%201'],
    ['/pay-premium?note=50%25', '/pay-premium?note=50%25'],
    ['/', '/'],
  ])('keeps the portal path %s as %s', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});

describe('safeReturnTo (after login)', () => {
  it.each(ATTACKS)('sends %s home', (_, target) => {
    expect(safeReturnTo(target as string)).toBe('/');
  });

  it('never returns to the login page itself', () => {
    expect(safeReturnTo('/login?return_to=/x')).toBe('/');
    expect(safeReturnTo('/./login')).toBe('/');
  });

  it('keeps a deep link', () => {
    expect(safeReturnTo('/pay-premium/10000001')).toBe('/pay-premium/10000001');
  });
});

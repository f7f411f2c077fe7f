import { describe, expect, it } from 'vitest';
import { FEATURES, isPathEnabled, parseFeatures } from '@/lib/features';
import { safeReturnTo, sessionState } from '@/lib/session-rules';

describe('feature flags', () => {
  it('has all ten on by default', () => {
    const { features, unknown } = parseFeatures(undefined);
    expect(FEATURES).toHaveLength(10);
    expect(Object.values(features).every(Boolean)).toBe(true);
    expect(unknown).toEqual([]);
  });
  it('turns off the named ones and reports typos', () => {
    const { features, unknown } = parseFeatures('fundSwitch, claim  fundswitch');
    expect(features.fundSwitch).toBe(false);
    expect(features.claim).toBe(false);
    expect(features.payPremium).toBe(true);
    expect(unknown).toEqual(['fundswitch']);
  });
  it('gates routes by their flag', () => {
    const { features } = parseFeatures('payPremium,claim,paymentHistory');
    expect(isPathEnabled('/pay-premium', features)).toBe(false);
    expect(isPathEnabled('/pay-premium/10000001', features)).toBe(false);
    expect(isPathEnabled('/claim/track', features)).toBe(false);
    expect(isPathEnabled('/claimant', features)).toBe(true);
    expect(isPathEnabled('/download', features)).toBe(true);
    expect(isPathEnabled('/download/payment-history', features)).toBe(false);
    expect(isPathEnabled('/', features)).toBe(true);
  });
  it('gates the premium breakup on its own flag', () => {
    const { features } = parseFeatures('premiumBreakup');
    expect(isPathEnabled('/pay-premium', features)).toBe(true);
    expect(isPathEnabled('/pay-premium/10000001', features)).toBe(false);
  });
});

describe('session rules', () => {
  const limits = { idleMs: 15 * 60_000, absoluteMs: 8 * 3_600_000 };
  const live = { isAuthenticated: true, accessToken: 't', createdAt: 0, lastSeenAt: 0 };
  it('is anonymous without a token', () => {
    expect(sessionState({}, 1, limits)).toBe('anonymous');
    expect(sessionState({ isAuthenticated: true }, 1, limits)).toBe('anonymous');
  });
  it('expires after 15 idle minutes', () => {
    expect(sessionState(live, 15 * 60_000, limits)).toBe('active');
    expect(sessionState(live, 15 * 60_000 + 1, limits)).toBe('expired');
  });
  it('expires after 8 hours however active', () => {
    const busy = { ...live, lastSeenAt: 8 * 3_600_000 };
    expect(sessionState(busy, 8 * 3_600_000 + 1, limits)).toBe('expired');
  });
  it('only returns to same-origin paths', () => {
    expect(safeReturnTo('/policy-details/10000001?tab=NOMINEE')).toBe('/policy-details/10000001?tab=NOMINEE');
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      '/login?x=1',
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
  });
});

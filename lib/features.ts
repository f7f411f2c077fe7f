/** The feature areas of SPEC §1 that operations can switch off at start time. */
export const FEATURES = [
  'payPremium',
  'premiumBreakup',
  'orderConfirmation',
  'downloadFundSummary',
  'goGreen',
  'paymentHistory',
  'helpAndSupport',
  'claim',
  'fundSwitch',
  'premiumRedirection',
] as const;
export type Feature = (typeof FEATURES)[number];
export type FeatureSet = Readonly<Record<Feature, boolean>>;

/**
 * `FEATURES_OFF=fundSwitch,claim` turns those off; everything else stays on.
 * Unknown names are reported, not silently ignored, so a typo is noticed.
 */
export function parseFeatures(off: string | undefined): { features: FeatureSet; unknown: string[] } {
  const names = (off ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(FEATURES as readonly string[]).includes(n));
  const features = Object.fromEntries(FEATURES.map((f) => [f, !names.includes(f)])) as Record<Feature, boolean>;
  return { features, unknown };
}

/** Route prefixes gated by a flag (SPEC §2 and §6); the longest matching prefix wins. */
const ROUTE_FLAGS: ReadonlyArray<readonly [string, Feature]> = [
  ['/pay-premium/', 'premiumBreakup'],
  ['/pay-premium', 'payPremium'],
  ['/download/payment-history', 'paymentHistory'],
  ['/fund-switch', 'fundSwitch'],
  ['/premium-redirection', 'premiumRedirection'],
  ['/claim', 'claim'],
  ['/help-and-support', 'helpAndSupport'],
  ['/order-confirmation', 'orderConfirmation'],
];

export function flagForPath(pathname: string): Feature | null {
  for (const [prefix, flag] of ROUTE_FLAGS) {
    if (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return flag;
    }
  }
  return null;
}

/** /pay-premium/:policyNo needs both the pay flag and the breakup flag. */
export function isPathEnabled(pathname: string, features: FeatureSet): boolean {
  const flag = flagForPath(pathname);
  if (!flag) return true;
  if (flag === 'premiumBreakup' && !features.payPremium) return false;
  return features[flag];
}

/** Where 'Pay Now' leads: the breakup when that flag is on, else the pay list; null when paying is off. */
export function payNowPath(policyNo: string, features: FeatureSet): string | null {
  if (!features.payPremium) return null;
  return features.premiumBreakup ? `/pay-premium/${policyNo}` : '/pay-premium';
}

import { EXTERNAL_LINKS } from '@/lib/links';

/*
 * The shell's view of addresses outside the portal. The URLs themselves are placeholders kept in
 * lib/links.ts (shared with the logged-out header), so swapping in the real site is one change.
 */

/** Header and bottom bar: 'Buy a New Policy' (opens in a new tab). */
export const BUY_POLICY_URL = EXTERNAL_LINKS.buyPolicy;

/** Fund details: 'View Performance' (opens in a new tab). */
export const FUND_PERFORMANCE_URL = EXTERNAL_LINKS.fundPerformance;

/** Same wording as the logged-out header; the spec leaves the insurer unnamed. */
export const BRAND_NAME = 'Customer Portal';

/** Every new-tab link carries this so the opened page cannot reach back into the portal. */
export const NEW_TAB_REL = 'noopener noreferrer';

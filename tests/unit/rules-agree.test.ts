import { describe, expect, it } from 'vitest';
import * as portal from '@/lib/constants';
import * as core from '../../sandbox/domain/fund-rules';

// The core enforces these limits; the portal keeps a copy only to answer as the customer types.
describe('the portal’s copy of the core’s fund-switch rules', () => {
  it('agrees with the core', () => {
    expect(portal.MIN_FUND_SWITCH_VALUE).toBe(core.MIN_FUND_SWITCH_VALUE);
    expect(portal.MAX_PERCENT).toBe(core.MAX_PERCENT);
    expect([...portal.ELIGIBLE_SWITCH_STATUS_CODES]).toEqual([...core.ELIGIBLE_SWITCH_STATUS_CODES]);
  });
});

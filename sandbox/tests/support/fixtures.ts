/**
 * The seeded customers the tests act as (store/seed/cast.ts), and the portal
 * origin test cores accept return URLs for. Defined once so a change to the
 * cast is a change here.
 */
export const AARAV = { mobile: '9876543210', clientId: 'C1000001' } as const;
export const PRIYA = { mobile: '9123456780', clientId: 'C1000002' } as const;
export const PORTAL_ORIGIN = 'http://portal.test';

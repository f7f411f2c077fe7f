/**
 * The core's stand-in for NPCI's UPI ID look-up (the "validate VPA" call a merchant makes before
 * a collect request or a mandate): a UPI ID the directory knows returns its holder's name as the
 * payer's bank holds it; any other reads as unknown. The seeded customers each have one, and one
 * is held in another person's name, so the confirmation step has something to catch.
 */
const DIRECTORY: ReadonlyMap<string, string> = new Map([
  ['aarav.sharma@okhdfcbank', 'AARAV SHARMA'],
  ['9876543210@ybl', 'AARAV SHARMA'],
  ['meera.sharma@oksbi', 'MEERA SHARMA'],
  ['priya.nair@okicici', 'PRIYA NAIR'],
  ['9123456780@paytm', 'PRIYA NAIR'],
]);

/** The holder's name of a UPI ID, or null when no bank answers for it. */
export const vpaHolder = (vpa: string): string | null => DIRECTORY.get(vpa.trim().toLowerCase()) ?? null;

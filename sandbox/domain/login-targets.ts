import { createHmac } from 'node:crypto';
import { coreSecret } from '../store/core-secrets';
import { findLoginCustomer } from '../store/customers';
import type { Db } from '../store/db';

/**
 * Where a login OTP goes. A login id that is no customer's is answered as a customer's is, so the
 * login form does not tell who is a customer: an unknown mobile number is its own target, and an
 * unknown policy number gets a mobile number of its own, derived from the number with a key only
 * the core holds, so asking again shows the same masked mobile and nothing marks it as invented.
 * Such a target has no customer: nothing is sent and no code verifies (domain/otp.ts), while the
 * throttles count its number as they count a customer's.
 */
export interface LoginTarget {
  customerId: number | null;
  mobile: string;
}

export function loginTarget(db: Db, loginId: string): LoginTarget {
  // Worked out for every policy number, a customer's too, so that both answers take as long.
  const stranger = loginId.length === 8 ? inventedMobile(db, loginId) : loginId;
  const customer = findLoginCustomer(db, loginId);
  return customer ? { customerId: customer.id, mobile: customer.mobile } : { customerId: null, mobile: stranger };
}

/** Read once per database: looking it up on every call made these answers slower than a customer's. */
const secrets = new WeakMap<Db, Buffer>();

/** Ten digits starting 6–9, as Indian mobile numbers do, the same for the same policy number. */
function inventedMobile(db: Db, policyNo: string): string {
  let secret = secrets.get(db);
  if (!secret) secrets.set(db, (secret = coreSecret(db, 'login-targets')));
  const bytes = createHmac('sha256', secret).update(`policy:${policyNo}`).digest();
  const digits = Array.from(bytes.subarray(1, 10), (b) => b % 10).join('');
  return `${6 + ((bytes[0] as number) % 4)}${digits}`;
}

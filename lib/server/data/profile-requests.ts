import 'server-only';
import { profile } from '@portal/contracts';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

/*
 * Profile requests that need no OTP. Each is a service request the core raises (its duplicate
 * rule, SMS and email); the change is made when the back office approves it. The refusals
 * (already opted in, no email, a duplicate, a rule) come back as the core's own message.
 */

/** goGreenRegisteration: paperless statements to the email on record (SPEC §6). */
export async function registerGoGreen(): Promise<string> {
  const { clientId } = await requireAuth();
  return (await callAsCustomer(profile.goGreenRegistration, { clientId })).serviceRequestId;
}

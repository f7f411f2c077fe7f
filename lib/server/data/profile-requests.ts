import 'server-only';
import { profile } from '@portal/contracts';
import type { TITLES } from '@portal/contracts/options';
import type { UploadedFile } from '../../uploads/upload-rules';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { documentRefs } from './document-refs';

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

export interface NewName {
  title: (typeof TITLES)[number];
  firstName: string;
  middleName?: string;
  lastName: string;
}

/** nameChange: the new name and its proof, by the id the uploader got; applied when approved. */
export async function requestNameChange(name: NewName, proof: UploadedFile): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(profile.nameChange, { clientId, ...name, documents: documentRefs([proof]) });
  return data.serviceRequestId;
}

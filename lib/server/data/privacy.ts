import 'server-only';
import { privacy } from '@portal/contracts';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

/**
 * The privacy centre at the core (issue 27 §2): what it holds about the customer's consents and
 * rights requests, and the calls that change them. The core decides every rule (duplicates, the
 * deadline, the 7-day download window); these only carry the session.
 */
export type PrivacyCentre = Awaited<ReturnType<typeof getPrivacyCentre>>;
export type RightsRequest = privacy.RightsRequest;
export type ConsentPurpose = privacy.ConsentPurpose;

export async function getPrivacyCentre() {
  const { clientId } = await requireAuth();
  return callAsCustomer(privacy.getPrivacyCentre, { clientId });
}

export async function withdrawConsent(purpose: ConsentPurpose) {
  const { clientId } = await requireAuth();
  return callAsCustomer(privacy.withdrawConsent, { clientId, purpose });
}

/** Sends (with the earlier transactionId, re-sends) the OTP that confirms a rights request; a duplicate is refused here. */
export async function sendPrivacyOtp(requestType: RightsRequest, transactionId?: string) {
  const { clientId } = await requireAuth();
  return callAsCustomer(privacy.privacyOtp, { clientId, requestType, ...(transactionId ? { transactionId } : {}) });
}

export async function verifyPrivacyOtp(requestType: RightsRequest, transactionId: string, otp: string): Promise<string> {
  const { clientId } = await requireAuth();
  return (await callAsCustomer(privacy.validatePrivacyOtp, { clientId, requestType, transactionId, otp })).srRequestToken;
}

export async function raiseRightsRequest(requestType: RightsRequest, srRequestToken: string, nominee?: privacy.NomineeInput) {
  const { clientId } = await requireAuth();
  return callAsCustomer(privacy.raiseRightsRequest, { clientId, requestType, srRequestToken, ...(nominee ? { nominee } : {}) });
}

/** A prepared copy as a file; the core refuses another customer's copy and one past its 7 days. */
export async function fetchDataCopy(copyId: string, format: 'JSON' | 'PDF') {
  const { clientId } = await requireAuth();
  const file = await callAsCustomer(privacy.downloadDataCopy, { clientId, copyId, format });
  return { ...file, bytes: new Uint8Array(Buffer.from(file.documentBase64, 'base64')) };
}

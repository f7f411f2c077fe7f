import 'server-only';
import { upi } from '@portal/contracts';
import type { OwnedPolicy } from '../../types';
import { parseCoreDate } from '../../format';
import { TechnicalError } from '../errors';
import { getPublicOrigin } from '../origin';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

/**
 * UPI AutoPay (issue 27 §3) at the core, for a policy the caller has checked is the customer's own
 * and eligible: the UPI ID's check with the mandate's terms, then the mandate the customer
 * approves in their UPI app, which returns to the same confirmation page as e-NACH.
 */
export interface UpiTerms {
  vpa: string;
  holderName: string;
  /** the premium per instalment: the least the mandate's maximum may be */
  minAmount: number;
  /** ISO: the premium paying term's last due date */
  validUntil: string;
  frequencies: upi.UpiFrequency[];
}

/** The UPI IDs the customer has approved a mandate from before, to pick from. */
export async function getSavedUpiIds(): Promise<string[]> {
  return (await callAsCustomer(upi.savedUpiIds, {})).upiIds;
}

export async function getUpiTerms({ policyNo }: OwnedPolicy, vpa: string): Promise<UpiTerms> {
  const terms = await callAsCustomer(upi.verifyUpiId, { policyNo, vpa });
  const validUntil = parseCoreDate(terms.validUntil);
  if (!validUntil) throw new TechnicalError('UPI terms without a valid end date');
  return { ...terms, minAmount: Number(terms.minAmount), validUntil };
}

export interface UpiMandateInput {
  vpa: string;
  maxAmount: number;
  frequency: upi.UpiFrequency;
}

/** The mandate at the core; what comes back is the UPI app's page the browser goes to. */
export async function startUpiMandate({ policyNo }: OwnedPolicy, input: UpiMandateInput): Promise<{ approveUrl: string }> {
  const [auth, origin] = await Promise.all([requireAuth(), getPublicOrigin()]);
  const created = await callAsCustomer(upi.createUpiMandate, {
    clientId: auth.clientId,
    policyNo,
    vpa: input.vpa,
    maxAmount: input.maxAmount.toFixed(2),
    frequency: input.frequency,
    returnUrl: `${origin}/enach-registration-confirmation`,
  });
  return { approveUrl: created.approveUrl };
}

import 'server-only';
import type { OwnedPolicy } from '../../types';
import { headers } from 'next/headers';
import { enach } from '@portal/contracts';
import { TechnicalError } from '../errors';
import { getPublicOrigin } from '../origin';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { findOwnedPolicy, getPolicies } from './policies';

/** The provider's one-off handles for this mandate only; the browser hands them to its SDK. */
export interface BillDeskFlowConfig {
  merchantId: string;
  mandateTokenId: string;
  authToken: string;
  returnUrl: string;
}

/** What the provider's return to /enach-registration-confirmation carries, once checked. */
export interface EnachReturn {
  /** BILLDESK, or UPI when the payer's UPI app returns (issue 27 §3) */
  enachSource: typeof enach.ENACH_SOURCE | 'UPI';
  customerRefId: string;
  mandateTokenId: string;
}

/** The contract caps the user agent; a longer one is still the same browser. */
const MAX_BROWSER = 400;

/**
 * Proceed/Modify at the core, for a policy the caller has checked is the customer's own and
 * eligible: consent is recorded before the order, so no mandate exists without it. What comes
 * back is what the browser hands to the provider's SDK.
 */
export async function startEnachMandate({ policyNo }: OwnedPolicy): Promise<BillDeskFlowConfig> {
  const auth = await requireAuth();
  await callAsCustomer(enach.saveEnachConsent, {
    policyNo,
    enachSource: enach.ENACH_SOURCE,
    termsAccepted: true,
    enachConsent: true,
  });
  const [h, origin] = await Promise.all([headers(), getPublicOrigin()]);
  const order = await callAsCustomer(enach.createEnachOrder, {
    clientId: auth.clientId,
    policyNo,
    enachSource: enach.ENACH_SOURCE,
    browser: (h.get('user-agent') ?? '').slice(0, MAX_BROWSER),
    returnUrl: `${origin}/enach-registration-confirmation`,
  });
  return {
    merchantId: order.billdeskMerchantId,
    mandateTokenId: order.billdeskMandateTokenId,
    authToken: order.billdeskAuthToken,
    returnUrl: order.billdeskReturnUrl,
  };
}

export interface EnachOutcome {
  success: boolean;
  ownerName: string;
  /** as the core sent it; the card formats what it recognises */
  transactionDateTime: string;
  acknowledgementNumber: string;
  npciRefId: string | null;
  umrn: string | null;
  policyNo: string;
  amount: number;
}

/**
 * The mandate's result for the confirmation page. The core answers for its own session, but the
 * policy named in the answer must also be one of this customer's, or nothing of it is shown.
 */
export async function getEnachOutcome(ret: EnachReturn): Promise<EnachOutcome> {
  // The list the ownership gate reads comes with the status: one round of latency.
  const [status] = await Promise.all([
    callAsCustomer(enach.getEnachStatus, {
      enachSource: ret.enachSource,
      customerRefId: ret.customerRefId,
      mandateTokenId: ret.mandateTokenId,
    }),
    getPolicies(),
  ]);
  if (!(await findOwnedPolicy(status.policyNo))) {
    throw new TechnicalError('e-NACH status names a policy this customer does not hold');
  }
  return {
    success: status.status === 'SUCCESS',
    ownerName: status.ownerName,
    transactionDateTime: status.transactionDateTime,
    acknowledgementNumber: status.acknowledgementNumber,
    npciRefId: status.npciRefId,
    umrn: status.umrn,
    policyNo: status.policyNo,
    amount: Number(status.amount),
  };
}

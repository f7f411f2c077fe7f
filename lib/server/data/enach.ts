import 'server-only';
import { headers } from 'next/headers';
import { enach } from '@portal/contracts';
import { ENACH_MESSAGES, policyError } from '../../enach-rules';
import type { BillDeskFlowConfig, EnachReturn, EnachStartResult } from '../../schemas/enach';
import { TechnicalError } from '../errors';
import { getPublicOrigin } from '../origin';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { getPolicies } from './policies';

/** The contract caps the user agent; a longer one is still the same browser. */
const MAX_BROWSER = 400;

/**
 * Proceed/Modify on the server: the policy must be the customer's own and pass the same rules
 * the form applied, whatever the browser sent. Then consent is recorded before the order, so no
 * mandate exists without it. Core failures are thrown for the action to word.
 */
export async function startEnachMandate(policyNo: string): Promise<EnachStartResult> {
  const auth = await requireAuth();
  const owned = (await getPolicies()).find((p) => p.policyNo === policyNo);
  // Someone else's policy reads like an ineligible one: nothing tells the caller it exists.
  if (!owned) return { ok: false, message: ENACH_MESSAGES.ineligible };
  const refusal = policyError(owned);
  if (refusal) return { ok: false, message: refusal };

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
  const flow: BillDeskFlowConfig = {
    merchantId: order.billdeskMerchantId,
    mandateTokenId: order.billdeskMandateTokenId,
    authToken: order.billdeskAuthToken,
    returnUrl: order.billdeskReturnUrl,
  };
  return { ok: true, flow };
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
  const [status, policies] = await Promise.all([
    callAsCustomer(enach.getEnachStatus, {
      enachSource: ret.enachSource,
      customerRefId: ret.customerRefId,
      mandateTokenId: ret.mandateTokenId,
    }),
    getPolicies(),
  ]);
  if (!policies.some((p) => p.policyNo === status.policyNo)) {
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

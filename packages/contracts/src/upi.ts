import { z } from 'zod';
import { coreDate, decimalString, defineCall, policyNumber } from './define';

/**
 * UPI AutoPay beside e-NACH (issue 27 §3). The customer's UPI ID is checked at the core's UPI
 * stand-in, which names its holder for the customer to confirm, with the terms the mandate must
 * meet (maximum amount at least the premium, valid to the premium paying term's end, a
 * frequency); the mandate is then created PENDING and approved in the payer's UPI app, whence the
 * app returns to the same confirmation page as e-NACH with `enachSource=UPI`.
 */
const P = '/policy/api/v1';
export const UPI_SOURCE = 'UPI';

/** NPCI's shape of a virtual payment address: a handle, '@', the PSP's name. */
export const VPA_PATTERN = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;
export const vpa = z.string().trim().toLowerCase().regex(VPA_PATTERN);

/** NPCI UPI AutoPay's recurrence patterns a premium can use: the policy's own, or as presented. */
export const UPI_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'HALFYEARLY', 'YEARLY', 'ASPRESENTED'] as const;
export type UpiFrequency = (typeof UPI_FREQUENCIES)[number];

/** The UPI IDs the customer has approved a mandate from before, newest first: offered to pick from. */
export const savedUpiIds = defineCall({
  method: 'POST',
  path: `${P}/upi/savedVpas`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1) }),
  data: z.object({ upiIds: z.array(z.string()) }),
});

export const verifyUpiId = defineCall({
  method: 'POST',
  path: `${P}/upi/verifyVpa`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1), policyNo: policyNumber, vpa }),
  data: z.object({
    vpa: z.string(),
    /** as the payer's bank holds it, for the customer to confirm */
    holderName: z.string(),
    /** the premium per instalment: the mandate's maximum may not be less */
    minAmount: decimalString,
    /** the premium paying term's last due date: the mandate ends then */
    validUntil: coreDate,
    /** the policy's own frequency first */
    frequencies: z.array(z.enum(UPI_FREQUENCIES)).min(1),
  }),
});

export const createUpiMandate = defineCall({
  method: 'POST',
  path: `${P}/upi/createMandate`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    policyNo: policyNumber,
    vpa,
    maxAmount: decimalString,
    frequency: z.enum(UPI_FREQUENCIES),
    /** the portal page the UPI app returns to */
    returnUrl: z.url(),
  }),
  data: z.object({
    /** the payer's UPI app (the sandbox's page), with this mandate's one-off token */
    approveUrl: z.url(),
    mandateTokenId: z.string(),
    customerRefId: z.string(),
  }),
});

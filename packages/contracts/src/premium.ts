import { z } from 'zod';
import { coreDate as ddmmyyyy, decimalString as num, defineCall, policyNumber as policyNo, sessionOnly } from './define';

const P = '/policy/api/v1';

/**
 * Not named in SPEC §7: the premium breakup (flag premiumBreakup) for the premium now due.
 * The core computes it so the amount paid is always the amount it will accept.
 */
export const getPremiumBreakup = defineCall({
  method: 'POST',
  path: `${P}/getPremiumBreakup`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1), policyNumber: policyNo }),
  data: z.object({
    policyNo,
    dueDate: ddmmyyyy,
    paymentFrequency: z.string(),
    lines: z.array(z.object({ code: z.enum(['BASE', 'RIDER', 'TAX', 'LATE_FEE']), label: z.string(), amount: num })),
    totalAmount: num,
  }),
});

/** Starts a payment; the browser then goes to data.redirectionLink (the payment gateway's page). */
export const createOrder = defineCall({
  method: 'POST',
  path: `${P}/create/order`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    policyNo,
    amount: num,
    /** where the gateway sends the payer back; the core appends ?transactionId=… */
    returnUrl: z.url(),
  }),
  data: z.object({ transactionId: z.string(), redirectionLink: z.url() }),
});

export const PAYMENT_STATUSES = ['PENDING', 'FAILED', 'SUCCESS'] as const;

/**
 * SPEC §4: code 200 success, 202 still pending (info), 400 error. Data comes with 200 and 202;
 * a 400 (payment failed) and a 404 (unknown transaction) carry only the message.
 */
export const paymentStatus = defineCall({
  method: 'POST',
  path: `${P}/payment/status`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    transactionId: z.string().min(1).max(64),
    type: z.literal('CP'),
  }),
  data: z.object({
    paymentStatus: z.enum(PAYMENT_STATUSES),
    policyNo,
    amount: num,
    transactionId: z.string(),
    receiptNumber: z.string().nullable(),
    paidAt: z.string().nullable(),
  }),
  okCodes: [200, 202],
});

export const receiptDetail = z.object({
  receiptNumber: z.string(),
  receiptDate: ddmmyyyy,
  amount: num,
  transactionId: z.string(),
  paymentMode: z.string(),
  dueDate: ddmmyyyy.nullable(),
});
export const getPremiumPaymentHistory = defineCall({
  method: 'POST',
  path: `${P}/getPremiumPaymentHistory`,
  auth: true,
  request: sessionOnly,
  data: z.object({
    policies: z.array(z.object({ policyNo, policyName: z.string(), receiptDetails: z.array(receiptDetail) })),
  }),
});

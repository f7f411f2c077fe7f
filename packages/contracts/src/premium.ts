import { z } from 'zod';
import { coreDate as ddmmyyyy, decimalString as num, defineCall, policyNumber as policyNo, sessionOnly } from './define';

const P = '/policy/api/v1';

export const QUOTE_KINDS = ['DUE', 'REVIVAL', 'ADVANCE', 'NONE'] as const;
export const QUOTE_LINE_CODES = ['BASE', 'RIDER', 'TAX', 'LATE_FEE', 'OVERDUE_PREMIUMS', 'INTEREST'] as const;
const breakupLine = z.object({ code: z.enum(QUOTE_LINE_CODES), label: z.string(), amount: num });

/**
 * Not named in SPEC §7: the premium breakup (flag premiumBreakup) of what the policy can be paid
 * now, as the core decides it (issue 24 §2): a premium due (DUE), a lapsed policy's revival amount
 * (REVIVAL, the same lines as reinstatement/enquiry), the next premium paid early (ADVANCE, with
 * `autoPayDebitDate` when auto-pay would debit it: then only with the customer's yes), or nothing
 * (NONE, `nextDueDate` when a premium will fall due). `payable` false comes with `message`.
 */
export const getPremiumBreakup = defineCall({
  method: 'POST',
  path: `${P}/getPremiumBreakup`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1), policyNumber: policyNo }),
  data: z.object({
    policyNo,
    kind: z.enum(QUOTE_KINDS),
    payable: z.boolean(),
    dueDate: ddmmyyyy.nullable(),
    nextDueDate: ddmmyyyy.nullable(),
    paymentFrequency: z.string(),
    lines: z.array(breakupLine),
    totalAmount: num,
    message: z.string().nullable(),
    autoPayDebitDate: ddmmyyyy.nullable(),
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
    /** the due date the customer was shown; an advance is paid only when asked for by it */
    dueDate: ddmmyyyy.optional(),
    /** the customer's yes to paying now a premium their auto-pay would debit */
    autoPayConfirmed: z.boolean().optional(),
  }),
  data: z.object({ transactionId: z.string(), redirectionLink: z.url() }),
});

/** Issue 25 §2: at most this many policies' dues in one payment. */
export const MAX_POLICIES_PER_PAYMENT = 20;

/**
 * Issue 25 §2, not named in SPEC §7: the breakup of paying the chosen policies' dues together. Each
 * policy comes with its lines and total and whether it goes in (`included`; `message` says why
 * not: only premiums due do, a revival or an advance is paid on its own); `totalAmount` is the
 * core's total of those included.
 */
export const getDuesBreakup = defineCall({
  method: 'POST',
  path: `${P}/getDuesBreakup`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    policyNumbers: z.array(policyNo).min(1).max(MAX_POLICIES_PER_PAYMENT),
  }),
  data: z.object({
    policies: z.array(
      z.object({
        policyNo,
        policyName: z.string(),
        included: z.boolean(),
        dueDate: ddmmyyyy.nullable(),
        lines: z.array(breakupLine),
        totalAmount: num,
        message: z.string().nullable(),
      }),
    ),
    totalAmount: num,
  }),
});

/**
 * Issue 25 §2: one gateway transaction for several policies' dues, all paid or none. Each policy
 * goes with the due date and amount the customer was shown, and `amount` is the total: the core
 * refuses the whole payment, naming the policy, if any of them is no longer payable as shown.
 */
export const createMultiOrder = defineCall({
  method: 'POST',
  path: `${P}/create/multi-order`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    amount: num,
    returnUrl: z.url(),
    policies: z
      .array(z.object({ policyNo, dueDate: ddmmyyyy, amount: num }))
      .min(1)
      .max(MAX_POLICIES_PER_PAYMENT),
  }),
  data: z.object({ transactionId: z.string(), redirectionLink: z.url() }),
});

export const PAYMENT_STATUSES = ['PENDING', 'FAILED', 'SUCCESS'] as const;

/**
 * SPEC §4: code 200 success, 202 still pending (info), 400 failed (error). FAILED carries its data
 * too, so the portal can offer 'Retry payment' for the same policy; a 404 (unknown transaction)
 * carries only the message. `dueDate` is the premium it pays; `advance` says it was paid early.
 * A transaction that pays several policies' dues (issue 25 §2) lists each in `policies`, with its
 * own receipt; then `amount` is their total and `policyNo` and `dueDate` are the first one's.
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
    dueDate: ddmmyyyy.nullable(),
    advance: z.boolean(),
    policies: z
      .array(z.object({ policyNo, amount: num, receiptNumber: z.string().nullable(), dueDate: ddmmyyyy.nullable() }))
      .optional(),
  }),
  okCodes: [200, 202, 400],
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

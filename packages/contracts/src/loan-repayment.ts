import { z } from 'zod';
import { coreDate, decimalString as num, defineCall, policyNumber, serviceRequestNumber } from './define';

/**
 * Loan repayment (issue 27 §5). The core works out what the policy's loans owe as on today (the
 * principal and simple interest on it since the payout or the last repayment) and the least a part
 * repayment may be; a repayment is paid through the premium's gateway (its order then reads like a
 * premium's in premium.paymentStatus, and its receipt downloads as PREMIUM_ACKNOWLEDGEMENT_RECEIPT
 * by transaction). Amounts are rupees with 2 decimals, dates DD/MM/YYYY.
 */
const P = '/policy/api/v1';

const onPolicy = z.object({ sessionId: z.string().min(1), clientId: z.string().min(1), policyNumber });

export const loanRepaymentDetails = defineCall({
  method: 'POST',
  path: `${P}/loanRepaymentDetails`,
  auth: true,
  request: onPolicy,
  data: z.object({
    policyNumber,
    asOn: coreDate,
    /** false when nothing is owed or a repayment is at the gateway; reason says why */
    available: z.boolean(),
    reason: z.string().nullable(),
    principal: num,
    interest: num,
    /** principal + interest: a full repayment */
    outstanding: num,
    interestRate: num,
    /** the day the interest shown runs from; null when nothing is owed */
    interestFrom: coreDate.nullable(),
    minimumAmount: num,
    repayments: z.array(
      z.object({
        receiptNumber: z.string(),
        transactionId: z.string(),
        paidOn: coreDate,
        amount: num,
        interest: num,
        principal: num,
        outstandingAfter: num,
        serviceRequestId: serviceRequestNumber,
      }),
    ),
  }),
});

export const createLoanRepaymentOrder = defineCall({
  method: 'POST',
  path: `${P}/createLoanRepaymentOrder`,
  auth: true,
  request: onPolicy.extend({ amount: num, returnUrl: z.string().url() }),
  data: z.object({ transactionId: z.string(), redirectionLink: z.string().url() }),
});

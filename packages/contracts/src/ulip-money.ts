import { z } from 'zod';
import { coreDate, decimalString as num, defineCall, policyNumber, serviceRequestNumber } from './define';
import { FUND_CODES } from './policy';

/**
 * ULIP top-up and partial withdrawal (issue 27 §6). The core decides eligibility, limits, the
 * minimum fund value that must remain and the charges (ulipMoneyOptions, read before any form);
 * a top-up is paid through the premium's gateway (its order then reads like a premium's in
 * premium.paymentStatus); a withdrawal is confirmed with the service-request OTP (srRequestType
 * PARTIAL_WITHDRAWAL) and raises 'Partial Withdrawal Request', which the back office settles to the
 * bank account on record. Amounts are rupees with 2 decimals, dates DD/MM/YYYY.
 */
const P = '/policy/api/v1';

const onPolicy = z.object({ sessionId: z.string().min(1), clientId: z.string().min(1), policyNumber });
const percent = z.number().int().min(0).max(100);
/** Percent of the amount per fund, totalling 100 (the premium redirection's input). */
const fundPercents = z.array(z.object({ virtualFund: z.enum(FUND_CODES), percentageOrAmount: percent })).min(1);
const allowed = z.object({ available: z.boolean(), reason: z.string().nullable() });

export const ulipMoneyOptions = defineCall({
  method: 'POST',
  path: `${P}/ulipMoneyOptions`,
  auth: true,
  request: onPolicy,
  data: z.object({
    policyNumber,
    fundValue: num,
    navDate: coreDate,
    funds: z.array(z.object({ code: z.enum(FUND_CODES), name: z.string(), nav: num, units: num, value: num })),
    topUp: allowed.extend({ minimumAmount: num, maximumAmount: num }),
    withdrawal: allowed.extend({
      lockInEndsOn: coreDate,
      minimumAmount: num,
      /** the most that can be withdrawn now: the fund value less minimumRemaining */
      maximumAmount: num,
      minimumRemaining: num,
      charge: num,
      /** where the money goes; null when none is on record */
      bankAccount: z
        .object({ accountHolderName: z.string(), bankName: z.string(), maskedAccountNumber: z.string(), ifsc: z.string() })
        .nullable(),
    }),
  }),
});

export const createTopUpOrder = defineCall({
  method: 'POST',
  path: `${P}/createTopUpOrder`,
  auth: true,
  request: onPolicy.extend({ amount: num, fundAllocation: fundPercents, returnUrl: z.string().url() }),
  data: z.object({ transactionId: z.string(), redirectionLink: z.string().url() }),
});

export const srPartialWithdrawal = defineCall({
  method: 'POST',
  path: `${P}/srPartialWithdrawal`,
  auth: true,
  request: onPolicy.extend({ amount: num, fundSources: fundPercents, srRequestToken: z.string().min(1) }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

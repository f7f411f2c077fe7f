import type { policy } from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../store/db';
import { latestNavDay } from '../store/funds';
import { policiesOf, type PolicyRow } from '../store/policies';
import { dmy, fixed, rupees } from './format';
import { returnsBasisPoints, ulipValue } from './policy-view';
import { amountDuePaise, autoPayDebits, premiumQuote } from './premium-due';

/**
 * The home page's answers to "what am I covered for, what do I owe and when, how are my funds
 * doing" (issue 25 §1): the one rule that adds a customer's policies up, so the portal shows the
 * totals and never sums money itself. Each figure is the sum of what the policy cards show.
 */
type Summary = z.input<typeof policy.getPortfolioSummary.data>;
type Due = z.input<typeof policy.portfolioDue>;

/** Cover counts only while a policy is in force: a lapsed, discontinued or matured one pays no death benefit. */
const IN_FORCE = 'IF';

/**
 * The next premium of a premium-paying policy: the one payable now (due, overdue or a lapsed
 * policy's revival), else the next one to fall due, with the amount its card shows.
 */
function nextDue(db: Db, p: PolicyRow, today: string): { due: Due; iso: string } | null {
  const quote = premiumQuote(db, p, today, { advanceMonths: 0 });
  const dueDate = quote.dueDate ?? quote.nextDueDate;
  const amount = amountDuePaise(db, p, today);
  if (!dueDate || amount === null || amount <= 0) return null;
  const due: Due = {
    policyNo: p.policy_no,
    policyName: p.product_name,
    amount: rupees(amount),
    dueDate: dmy(dueDate),
    autoPay: quote.kind !== 'REVIVAL' && autoPayDebits(db, p, dueDate) ? 'Y' : 'N',
    payNow: quote.payable ? 'Y' : 'N',
  };
  // The ISO day beside it: the dues are sorted by it, not by the wire's DD/MM/YYYY read back.
  return { due, iso: dueDate };
}

export function portfolioSummary(db: Db, customerId: number, today: string): Summary {
  const policies = policiesOf(db, customerId);
  const inForce = policies.filter((p) => p.status_code === IN_FORCE);
  const values = policies.flatMap((p) => ulipValue(db, p) ?? []);
  const invested = values.reduce((a, v) => a + v.investedPaise, 0n);
  const current = values.reduce((a, v) => a + v.currentPaise, 0n);
  const dues = policies
    .flatMap((p) => nextDue(db, p, today) ?? [])
    .sort((a, b) => a.iso.localeCompare(b.iso) || a.due.policyNo.localeCompare(b.due.policyNo))
    .map(({ due }) => due);
  return {
    lifeCover: rupees(inForce.reduce((a, p) => a + p.sum_assured_paise, 0)),
    inForceCount: inForce.length,
    funds:
      values.length === 0
        ? null
        : {
            currentValue: fixed(current, 2),
            investedValue: fixed(invested, 2),
            gainLoss: fixed(current - invested, 2),
            returns: fixed(returnsBasisPoints(current - invested, invested), 2),
            navDate: dmy(latestNavDay(db)),
            policyCount: values.length,
          },
    dues,
  };
}

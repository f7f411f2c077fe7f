import { addYears } from '../store/calendar';
import type { PolicyRow } from '../store/policies';
import { apportion, divRound } from './format';
import { type FundCode, type FundState, valuePaise } from './fund-book';
import { completedYears } from './policy-values';

/**
 * The rules of a ULIP top-up and partial withdrawal (issue 27 §6), free of the database. Figures
 * are the sandbox product's (docs/decisions.md "ULIP top-up and partial withdrawal"); the 5-year
 * lock-in is the regulator's for every unit-linked plan.
 */
export const LOCK_IN_YEARS = 5;
/** One top-up, in paise: ₹5,000 to ₹10,00,000. */
export const TOP_UP_LIMITS = { minPaise: 500_000, maxPaise: 100_000_000 } as const;
/** A withdrawal: at least ₹5,000, ₹25,000 left in the funds after it, ₹100 charged on the payout. */
export const WITHDRAWAL_RULES = { minPaise: 500_000, minRemainingPaise: 2_500_000, chargePaise: 10_000 } as const;

export const ULIP_MONEY_MESSAGES = {
  notUlip: 'Top-up and partial withdrawal are available only on unit-linked plans.',
  notInForce: 'Top-up and partial withdrawal are available only while the policy is in force.',
  lockIn: 'A partial withdrawal is allowed only after the 5-year lock-in period of the policy.',
  open: 'A partial withdrawal on this policy is already being processed.',
  lowFund: 'The fund value is too low for a partial withdrawal: ₹25,000 must remain in the policy.',
  topUpAmount: 'The top-up amount must be between ₹5,000 and ₹10,00,000.',
  topUpPending: 'A top-up payment on this policy is already being processed. Please wait for it to complete.',
  withdrawalAmount: 'The withdrawal amount must be at least ₹5,000.',
  remaining: 'After this withdrawal at least ₹25,000 must remain in the policy’s funds.',
  notHeld: 'You can withdraw only from a fund that has a value in this policy.',
  fundShort: 'A fund cannot give more than its value. Please change the percentages.',
} as const;

/** Why the policy cannot take a top-up at all, or null. */
export function topUpRefusal(p: Pick<PolicyRow, 'is_ulip' | 'status_code'>): string | null {
  if (p.is_ulip !== 1) return ULIP_MONEY_MESSAGES.notUlip;
  if (p.status_code !== 'IF') return ULIP_MONEY_MESSAGES.notInForce;
  return null;
}

export const lockInEnds = (p: Pick<PolicyRow, 'commencement_date'>) => addYears(p.commencement_date, LOCK_IN_YEARS);

export const fundValuePaise = (book: FundState[]) => book.reduce((sum, f) => sum + Number(valuePaise(f.unitsE4, f.navE4)), 0);

/** Why no withdrawal can be asked for now (before any form), or null. */
export function withdrawalRefusal(
  p: Parameters<typeof completedYears>[0] & Pick<PolicyRow, 'is_ulip' | 'status_code'>,
  today: string,
  book: FundState[],
  hasOpenWithdrawal: boolean,
): string | null {
  const basic = topUpRefusal(p);
  if (basic) return basic;
  if (completedYears(p, today) < LOCK_IN_YEARS) return ULIP_MONEY_MESSAGES.lockIn;
  if (hasOpenWithdrawal) return ULIP_MONEY_MESSAGES.open;
  if (fundValuePaise(book) < WITHDRAWAL_RULES.minRemainingPaise + WITHDRAWAL_RULES.minPaise) return ULIP_MONEY_MESSAGES.lowFund;
  return null;
}

/** The most that can be withdrawn now: the fund value less what must remain. */
export const maxWithdrawalPaise = (book: FundState[]) => Math.max(0, fundValuePaise(book) - WITHDRAWAL_RULES.minRemainingPaise);

export const topUpAmountRefusal = (paise: number | null) =>
  paise === null || paise < TOP_UP_LIMITS.minPaise || paise > TOP_UP_LIMITS.maxPaise ? ULIP_MONEY_MESSAGES.topUpAmount : null;

/** Rupees split by percent across funds, exactly (largest remainder), as paise per fund. */
export function splitPaise(amountPaise: number, percents: ReadonlyMap<FundCode, number>): Map<FundCode, number> {
  const codes = [...percents].filter(([, pct]) => pct > 0).map(([code]) => code);
  const parts = apportion(
    codes.map((c) => BigInt(percents.get(c) ?? 0)),
    BigInt(amountPaise),
  );
  return new Map(codes.map((c, i) => [c, Number(parts[i])]));
}

/** Units (×10^4) that `paise` buys or needs at a NAV (×10^4), to the nearest ten-thousandth. */
export const unitsFor = (paise: number, navE4: bigint) => divRound(BigInt(paise) * 1_000_000n, navE4);

/** Checks a withdrawal's amount and funds against the book; the units each fund gives up, or the refusal. */
export function planWithdrawal(
  book: FundState[],
  amountPaise: number | null,
  sources: ReadonlyMap<FundCode, number>,
): { ok: true; units: Map<FundCode, bigint> } | { ok: false; message: string } {
  if (amountPaise === null || amountPaise < WITHDRAWAL_RULES.minPaise)
    return { ok: false, message: ULIP_MONEY_MESSAGES.withdrawalAmount };
  if (amountPaise > maxWithdrawalPaise(book)) return { ok: false, message: ULIP_MONEY_MESSAGES.remaining };
  const units = new Map<FundCode, bigint>();
  for (const [code, paise] of splitPaise(amountPaise, sources)) {
    const f = book.find((x) => x.code === code);
    if (!f || f.unitsE4 <= 0n) return { ok: false, message: ULIP_MONEY_MESSAGES.notHeld };
    if (BigInt(paise) > valuePaise(f.unitsE4, f.navE4)) return { ok: false, message: ULIP_MONEY_MESSAGES.fundShort };
    const u = unitsFor(paise, f.navE4);
    units.set(code, u > f.unitsE4 ? f.unitsE4 : u);
  }
  return { ok: true, units };
}

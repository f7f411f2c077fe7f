import { CODES } from '@portal/contracts';
import type { Language } from '@portal/contracts/language';
import { istToday } from '../store/calendar';
import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import { latestNavDay, replaceAllocation, setUnits } from '../store/funds';
import type { PolicyRow } from '../store/policies';
import { consumeSrToken, type SrRequestType } from '../store/sr-otps';
import { insertFundSwitch, insertRedirection, raisedOn } from '../store/ulip-requests';
import { fail, type Failure } from './failure';
import type { FundCode, FundState } from './fund-book';
import type { SwitchPlan } from './fund-math';
import type { SwitchPicks } from './fund-rules';
import { divRound, dmy, inr } from './format';
import { say } from './messages';
import { sendSms } from './outbox';
import { DUPLICATE_REQUEST, recordServiceRequest } from './service-requests';
import { liveSrToken, SR_TOKEN_INVALID } from './sr-tokens';

/**
 * Carrying out a fund switch or a premium redirection. Both take effect at
 * once (see README "ULIP servicing"): units move at the current NAV and the
 * new allocation is in force straight away, so the ticket is recorded
 * Closed. Callers run these inside their transaction, after every check.
 */
export const SWITCH_SUBJECT = 'Fund Switch';
export const REDIRECTION_SUBJECT = 'Premium Redirection';

/**
 * The OTP-backed token, then the duplicate window, in that order; on success
 * the token is spent, so a request refused for another reason keeps it. The
 * window: a request is 'pending' until the next NAV date, which in the
 * sandbox is the next IST day, so a second one the same day is refused even
 * though the first has already taken effect.
 */
export function authoriseUlipRequest(
  db: Db,
  a: { customerId: number; policyId: number; type: SrRequestType; token: string; now: number },
): Failure | null {
  const id = liveSrToken(db, a.token, a);
  if (id === null) return fail(CODES.BAD_REQUEST, SR_TOKEN_INVALID);
  const table = a.type === 'FUND_SWITCH' ? 'fund_switches' : 'premium_redirections';
  if (raisedOn(db, table, a.policyId, istToday(a.now))) return fail(CODES.BAD_REQUEST, DUPLICATE_REQUEST);
  return consumeSrToken(db, id, a.now) ? null : fail(CODES.BAD_REQUEST, SR_TOKEN_INVALID);
}

const listing = (m: Map<FundCode, number>) =>
  [...m]
    .filter(([, pct]) => pct > 0)
    .map(([code, pct]) => `${code} ${pct}%`)
    .join(', ');

export function carryOutSwitch(
  db: Db,
  a: {
    customerId: number;
    policy: PolicyRow;
    picks: SwitchPicks;
    plan: SwitchPlan;
    book: FundState[];
    now: number;
    day: string;
  },
): string {
  const movements = [...a.plan.after].map(([code, after]) => {
    setUnits(db, a.policy.id, code, Number(after));
    const before = a.book.find((f) => f.code === code)?.unitsE4 ?? 0n;
    return { code, unitsBeforeE4: Number(before), unitsAfterE4: Number(after) };
  });
  const description = `Switch from ${listing(a.picks.sources)} to ${listing(a.picks.targets)}`;
  const navDate = latestNavDay(db);
  const switchedPaise = Number(divRound(a.plan.switchedE8, 1_000_000n));
  const told = (sr: string, language: Language = 'en') =>
    say(language, 'sms.switchDone', { sr, policyNo: a.policy.policy_no, amount: inr(switchedPaise), date: dmy(navDate) });
  // The SMS is also the request's one timeline entry (it is recorded Closed).
  const srNumber = recordServiceRequest(db, {
    customerId: a.customerId,
    policyId: a.policy.id,
    subject: SWITCH_SUBJECT,
    description,
    now: a.now,
    status: 'Closed',
    message: (sr) => told(sr),
  });
  insertFundSwitch(db, {
    srNumber,
    customerId: a.customerId,
    policyId: a.policy.id,
    sources: Object.fromEntries(a.picks.sources),
    targets: Object.fromEntries(a.picks.targets),
    movements,
    switchedPaise,
    navDate,
    day: a.day,
    now: a.now,
  });
  const to = contactOf(db, a.customerId);
  sendSms(db, to.mobile, told(srNumber, to.language), a.now);
  return srNumber;
}

export function carryOutRedirection(
  db: Db,
  a: {
    customerId: number;
    policy: PolicyRow;
    allocation: Map<FundCode, number>;
    book: FundState[];
    now: number;
    day: string;
  },
): string {
  const previous = Object.fromEntries(a.book.filter((f) => f.allocationPct > 0).map((f) => [f.code, f.allocationPct]));
  replaceAllocation(db, a.policy.id, a.allocation);

  const names = a.book
    .filter((f) => (a.allocation.get(f.code) ?? 0) > 0)
    .map((f) => `${f.name} ${a.allocation.get(f.code)}%`)
    .join(', ');
  const told = (sr: string, language: Language = 'en') =>
    say(language, 'sms.redirectionDone', { sr, policyNo: a.policy.policy_no, funds: names });
  const srNumber = recordServiceRequest(db, {
    customerId: a.customerId,
    policyId: a.policy.id,
    subject: REDIRECTION_SUBJECT,
    description: `Future premiums to ${listing(a.allocation)}`,
    now: a.now,
    status: 'Closed',
    message: (sr) => told(sr),
  });
  const chosen = Object.fromEntries([...a.allocation].filter(([, pct]) => pct > 0));
  insertRedirection(db, {
    srNumber,
    customerId: a.customerId,
    policyId: a.policy.id,
    previous,
    allocation: chosen,
    day: a.day,
    now: a.now,
  });
  const to = contactOf(db, a.customerId);
  sendSms(db, to.mobile, told(srNumber, to.language), a.now);
  return srNumber;
}

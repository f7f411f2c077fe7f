import { bankAccount, policyServices, type serviceRequests as contract } from '@portal/contracts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { openTicketsOf } from '../store/service-requests';
import { ulipRequestsOn } from '../store/ulip-requests';
import { ADDRESS_SUBJECT } from './address-rules';
import { AADHAAR_SUBJECT } from './aadhaar';
import { dmy } from './format';
import { NOMINEE_SUBJECT } from './nominee-rules';
import {
  EMAIL_SUBJECT,
  GO_GREEN_MESSAGES,
  GO_GREEN_SUBJECT,
  MOBILE_SUBJECT,
  NAME_SUBJECT,
  PAN_SUBJECT,
} from './request-subjects';
import { DUPLICATE_REQUEST, normaliseSubject } from './service-requests';
import { REDIRECTION_SUBJECT, SWITCH_SUBJECT } from './ulip-requests';

/**
 * The requests that would refuse a new one of their kind (issue 24 §3), read by the same two rules
 * that refuse it on submit: a ticket still open with the kind's subject (SPEC §4's duplicate rule,
 * `duplicateOf`), and a fund switch or premium redirection on the policy this business day
 * (`authoriseUlipRequest`). The portal asks when a form opens, so the customer is told before
 * typing, uploading or waiting for an OTP; the submit still checks on its own.
 */
type Kind = contract.OpenRequestKind;
type Open = contract.OpenRequest;

const SUBJECTS: ReadonlyArray<[Kind, string]> = [
  ['ADDRESS', ADDRESS_SUBJECT],
  ['EMAIL', EMAIL_SUBJECT],
  ['MOBILE', MOBILE_SUBJECT],
  ['PAN', PAN_SUBJECT],
  ['AADHAAR', AADHAAR_SUBJECT],
  ['NAME', NAME_SUBJECT],
  ['GO_GREEN', GO_GREEN_SUBJECT],
  ['NOMINEE', NOMINEE_SUBJECT],
  ['LOAN', policyServices.SERVICE_SUBJECTS.LOAN],
  ['CHANGE_FREQUENCY', policyServices.SERVICE_SUBJECTS.CHANGE_FREQUENCY],
  ['BANK_ACCOUNT', bankAccount.BANK_ACCOUNT_SUBJECT],
];
const KIND_OF = new Map(SUBJECTS.map(([kind, subject]) => [normaliseSubject(subject), kind]));

/** What submit answers while this request is open: Go Green has its own words (SPEC §6). */
const refusalOf = (kind: Kind) => (kind === 'GO_GREEN' ? GO_GREEN_MESSAGES.already : DUPLICATE_REQUEST);

export function openRequestsOf(db: Db, customerId: number, now: number): Open[] {
  const tickets = openTicketsOf(db, customerId).flatMap((t): Array<[number, Open]> => {
    const kind = KIND_OF.get(t.subject_norm);
    if (!kind) return [];
    const open = { kind, srNumber: t.sr_number, srSubject: t.subject, policyNumber: t.policy_no };
    return [[t.created_at, { ...open, raisedOn: dmy(istToday(t.created_at)), message: refusalOf(kind) }]];
  });
  const today = istToday(now);
  const ulip = (kind: Kind, table: 'fund_switches' | 'premium_redirections', subject: string) =>
    ulipRequestsOn(db, table, customerId, today).map((u): [number, Open] => [
      u.created_at,
      {
        kind,
        srNumber: u.sr_number,
        srSubject: subject,
        policyNumber: u.policy_no,
        raisedOn: dmy(today),
        message: DUPLICATE_REQUEST,
      },
    ]);
  return [
    ...tickets,
    ...ulip('FUND_SWITCH', 'fund_switches', SWITCH_SUBJECT),
    ...ulip('PREMIUM_REDIRECTION', 'premium_redirections', REDIRECTION_SUBJECT),
  ]
    .sort((a, b) => a[0] - b[0])
    .map(([, o]) => o);
}

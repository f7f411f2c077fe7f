import { CODES, claims, type RequestOf } from '@portal/contracts';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@portal/contracts/contact';
import { NAME_PATTERN } from '@portal/contracts/profile';
import type { PolicyRow } from '../store/policies';
import { type Branch, lookUpIfsc } from './bank-directory';
import { fail, type Failure } from './failure';

/**
 * The rules of a claim intimation (issue 9 §2), in the order the core checks
 * them: who may claim on the policy, the date, the claimant and bank (death)
 * or the illness (critical illness), then the documents by claim type.
 */
export type ClaimRequest = RequestOf<typeof claims.intimateClaim>;
export const CLAIM_MESSAGES = {
  deathNotOthers: 'A death claim can be intimated only on a policy whose life assured is someone else.',
  illnessNotSelf: 'A critical illness claim can be intimated only on a policy that covers you.',
  date: (what: string) => `Please enter a valid date of ${what}`,
  future: (what: string) => `The date of ${what} cannot be in the future.`,
  beforePolicy: (what: string) => `The date of ${what} cannot be before the policy began.`,
  claimantName: 'Please enter a valid claimant name',
  relationship: 'Please select the relationship with the life assured',
  mobile: 'Please enter a valid mobile number',
  email: 'Please Enter a Valid Email',
  account: 'Please enter a valid account number',
  illness: 'Please enter the illness',
  hospital: 'Please enter the hospital name',
  missing: (label: string) => `Please upload a file for ${label}`,
};
const bad = (message: string) => fail(CODES.BAD_REQUEST, message);
const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** 'DD/MM/YYYY' → ISO day, or null when no such day exists. */
export function isoFromDmy(dmy: string): string | null {
  const [d, m, y] = dmy.split('/').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d ? t.toISOString().slice(0, 10) : null;
}

export interface CheckedClaim {
  eventDay: string;
  branch: Branch | null;
  /** label key → its words, for every document given */
  documents: Array<{ documentId: string; label: string }>;
}

export function checkClaim(req: ClaimRequest, policy: PolicyRow, customerName: string, today: string): CheckedClaim | Failure {
  const death = req.claimType === 'DEATH';
  const coversCustomer = same(policy.insured_name, customerName);
  if (death && coversCustomer) return bad(CLAIM_MESSAGES.deathNotOthers);
  if (!death && !coversCustomer) return bad(CLAIM_MESSAGES.illnessNotSelf);

  const what = death ? 'death' : 'diagnosis';
  const eventDay = isoFromDmy(death ? req.dateOfDeath : req.dateOfDiagnosis);
  if (!eventDay) return bad(CLAIM_MESSAGES.date(what));
  if (eventDay > today) return bad(CLAIM_MESSAGES.future(what));
  if (eventDay < policy.commencement_date) return bad(CLAIM_MESSAGES.beforePolicy(what));

  let branch: Branch | null = null;
  if (req.claimType === 'DEATH') {
    const name = req.claimantName.trim();
    if (!name || !NAME_PATTERN.test(name)) return bad(CLAIM_MESSAGES.claimantName);
    if (req.relationship === 'Self') return bad(CLAIM_MESSAGES.relationship);
    if (!MOBILE_PATTERN.test(req.claimantMobile)) return bad(CLAIM_MESSAGES.mobile);
    if (!EMAIL_PATTERN.test(req.claimantEmail.trim().toLowerCase())) return bad(CLAIM_MESSAGES.email);
    if (!/^\d{9,18}$/.test(req.accountNumber)) return bad(CLAIM_MESSAGES.account);
    const found = lookUpIfsc(req.ifsc);
    // An unknown code is the customer's mistake like a malformed one: 400 with the same words.
    if (!found.ok) return bad(found.message);
    branch = found.branch;
  } else {
    if (!req.illness.trim()) return bad(CLAIM_MESSAGES.illness);
    if (!req.hospital.trim()) return bad(CLAIM_MESSAGES.hospital);
  }

  const words: Record<string, string> = death ? claims.DEATH_CLAIM_DOCUMENTS : claims.CRITICAL_ILLNESS_DOCUMENTS;
  const given = new Set<string>(req.documents.map((d) => d.label));
  if (given.size !== req.documents.length) return fail(CODES.BAD_REQUEST, 'Invalid request.');
  for (const key of requiredDocuments(req)) {
    if (!given.has(key)) return bad(CLAIM_MESSAGES.missing(words[key] as string));
  }
  return {
    eventDay,
    branch,
    documents: req.documents.map((d) => ({ documentId: d.documentId, label: words[d.label] as string })),
  };
}

/** The label keys a claim must carry: by type, with the accident's and the third party's extras. */
export function requiredDocuments(
  req: Pick<ClaimRequest, 'claimType'> & { causeOfDeath?: string; intimatedBy?: string },
): string[] {
  if (req.claimType === 'DEATH') {
    return [...claims.DEATH_REQUIRED, ...(req.causeOfDeath === 'Accidental' ? ['legalAccidentDocument'] : [])];
  }
  return [...claims.ILLNESS_REQUIRED, ...(req.intimatedBy === 'THIRD_PARTY' ? ['authorizationLetter'] : [])];
}

import {
  CLAIM_SUBJECTS,
  CLAIM_TYPES,
  CRITICAL_ILLNESS_DOCUMENTS,
  DEATH_CLAIM_DOCUMENTS,
  DEATH_REQUIRED,
  ILLNESS_REQUIRED,
  type ClaimType,
  type DeathDocument,
  type IllnessDocument,
} from '@portal/contracts/claims';
import { RELATIONSHIPS } from '@portal/contracts/options';

/*
 * The claim form's rules (issue 9 §2). The core owns them all and checks them again; the portal
 * keeps this copy only to answer as the customer types, and tests/unit/claim-rules.test.ts holds
 * the two to the same answers.
 */
export type { ClaimType };
export type ClaimDocument = DeathDocument | IllnessDocument;
export type ClaimStatus = 'Intimated' | 'Documents Pending' | 'Under Review' | 'Approved' | 'Rejected' | 'Paid';

export const CLAIM_TYPE_OPTIONS = (Object.keys(CLAIM_TYPES) as ClaimType[]).map((value) => ({
  value,
  label: CLAIM_TYPES[value],
}));
export const INTIMATED_BY_OPTIONS = [
  { value: 'SELF', label: 'Self (the life assured)' },
  { value: 'THIRD_PARTY', label: 'Third party on behalf of the life assured' },
] as const;
/** The claimant of a death claim cannot be the life assured: 'Self' is left out of the SPEC's list. */
export const CLAIMANT_RELATIONSHIPS = RELATIONSHIPS.filter((r) => r !== 'Self');
export const PLEASE_SELECT = 'Please Select';

/** The core's words (sandbox/domain/claim-rules.ts), so the form and the core say the same thing. */
export const CLAIM_MESSAGES = {
  claimType: 'Please select the claim type',
  policy: 'Please select a policy',
  date: (what: string) => `Please enter a valid date of ${what}`,
  future: (what: string) => `The date of ${what} cannot be in the future.`,
  beforePolicy: (what: string) => `The date of ${what} cannot be before the policy began.`,
  cause: 'Please select the cause of death',
  claimantName: 'Please enter a valid claimant name',
  relationship: 'Please select the relationship with the life assured',
  mobile: 'Please enter a valid mobile number',
  email: 'Please Enter a Valid Email',
  account: 'Please enter a valid account number',
  ifsc: 'Please enter a valid IFSC Code',
  illness: 'Please enter the illness',
  hospital: 'Please enter the hospital name',
  intimatedBy: 'Please select who is intimating the claim',
} as const;

/** Every document label of both claim types, in words ('Death Certificate', never deathCertificate). */
export const DOCUMENT_LABELS: Readonly<Record<ClaimDocument, string>> = {
  ...CRITICAL_ILLNESS_DOCUMENTS,
  ...DEATH_CLAIM_DOCUMENTS,
};

export interface DocumentCase {
  claimType: ClaimType;
  causeOfDeath?: string;
  intimatedBy?: string;
}

/** The documents a claim must carry: by type, with the accident's and the third party's extras. */
export function requiredDocuments(c: DocumentCase): ClaimDocument[] {
  if (c.claimType === 'DEATH')
    return [...DEATH_REQUIRED, ...(c.causeOfDeath === 'Accidental' ? (['legalAccidentDocument'] as const) : [])];
  return [...ILLNESS_REQUIRED, ...(c.intimatedBy === 'THIRD_PARTY' ? (['authorizationLetter'] as const) : [])];
}

/** The uploaders the form shows: the type's labels, the accident set and the authorisation letter only when they apply. */
export function offeredDocuments(c: DocumentCase): ClaimDocument[] {
  if (c.claimType === 'DEATH') {
    return (Object.keys(DEATH_CLAIM_DOCUMENTS) as DeathDocument[]).filter(
      (k) => k !== 'legalAccidentDocument' || c.causeOfDeath === 'Accidental',
    );
  }
  return (Object.keys(CRITICAL_ILLNESS_DOCUMENTS) as IllnessDocument[]).filter(
    (k) => k !== 'authorizationLetter' || c.intimatedBy === 'THIRD_PARTY',
  );
}

/** 4 letters (the bank), a 0, 6 letters or digits (the branch); spaces ignored, any case. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const normaliseIfsc = (text: string) => text.replace(/\s+/g, '').toUpperCase();
export const isIfscShaped = (text: string) => IFSC_PATTERN.test(normaliseIfsc(text));
export const ACCOUNT_PATTERN = /^\d{9,18}$/;

export type DateProblem = 'invalid' | 'future' | 'beforePolicy';

/** A date of death or diagnosis (ISO) against today in India and the policy's start (ISO), when known. */
export function eventDateProblem(iso: string, today: string, policyStart?: string | null): DateProblem | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return 'invalid';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== iso) return 'invalid';
  if (iso > today) return 'future';
  if (policyStart && iso < policyStart) return 'beforePolicy';
  return null;
}

export function dateMessage(problem: DateProblem, claimType: ClaimType): string {
  const what = claimType === 'DEATH' ? 'death' : 'diagnosis';
  return problem === 'invalid'
    ? CLAIM_MESSAGES.date(what)
    : problem === 'future'
      ? CLAIM_MESSAGES.future(what)
      : CLAIM_MESSAGES.beforePolicy(what);
}

const samePerson = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Death: the life assured is someone else. Critical illness: the policy covers the customer. */
export function claimTypesFor(insuredName: string, customerName: string): ClaimType[] {
  return samePerson(insuredName, customerName) ? ['CRITICAL_ILLNESS'] : ['DEATH'];
}

export const STATUS_TONES: Record<ClaimStatus, 'green' | 'amber' | 'raspberry' | 'grey' | 'brand'> = {
  Intimated: 'brand',
  'Documents Pending': 'amber',
  'Under Review': 'grey',
  Approved: 'green',
  Rejected: 'raspberry',
  Paid: 'green',
};

/** The SPEC §4 duplicate rule's comparison: case and runs of whitespace do not count. */
const normalised = (subject: string) => subject.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The claims the core would refuse as a repeat, as 'TYPE:policy' keys: an open request under a
 * claim subject on that policy (SPEC §4). The form says so as soon as the pair is chosen, before
 * the customer fills it in and uploads a dozen documents; the core still decides on submit.
 */
export function openClaimKeys(requests: ReadonlyArray<{ subject: string; policyNo: string | null; isOpen: boolean }>): string[] {
  const types = (Object.keys(CLAIM_SUBJECTS) as ClaimType[]).map((t) => [normalised(CLAIM_SUBJECTS[t]), t] as const);
  return requests.flatMap((r) => {
    const type = types.find(([subject]) => subject === normalised(r.subject))?.[1];
    return r.isOpen && r.policyNo && type ? [claimKey(type, r.policyNo)] : [];
  });
}

export const claimKey = (type: ClaimType, policyNo: string) => `${type}:${policyNo}`;

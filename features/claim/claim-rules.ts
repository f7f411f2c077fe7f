import {
  CAUSES_OF_DEATH,
  CLAIM_SUBJECTS,
  CLAIM_TYPES,
  CRITICAL_ILLNESS_DOCUMENTS,
  DEATH_CLAIM_DOCUMENTS,
  DEATH_REQUIRED,
  ILLNESS_REQUIRED,
  INTIMATED_BY,
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
// i18n-ignore: the core's status values (identities); the card words them from `statuses`
export type ClaimStatus = 'Intimated' | 'Documents Pending' | 'Under Review' | 'Approved' | 'Rejected' | 'Paid';

/** The values sent to the core stay as they are; the labels are catalogue keys the fields word. */
export const CLAIM_TYPE_OPTIONS = (Object.keys(CLAIM_TYPES) as ClaimType[]).map((value) => ({
  value,
  label: `claim.types.${value}` as const,
}));
export const INTIMATED_BY_OPTIONS = INTIMATED_BY.map((value) => ({ value, label: `claim.intimatedBy.${value}` as const }));
export const CAUSE_OPTIONS = CAUSES_OF_DEATH.map((value) => ({ value, label: `claim.causes.${value}` as const }));
/** The claimant of a death claim cannot be the life assured: 'Self' is left out of the SPEC's list. */
export const CLAIMANT_RELATIONSHIPS = RELATIONSHIPS.filter((r) => r !== 'Self');
export const PLEASE_SELECT = 'ui.pleaseSelect';

/**
 * The core's words (sandbox/domain/claim-rules.ts) as catalogue keys (messages/*.json,
 * claim.errors), so the form and the core say the same thing in either language.
 */
export const CLAIM_MESSAGES = {
  claimType: 'claim.errors.claimType',
  policy: 'claim.errors.policy',
  cause: 'claim.errors.cause',
  claimantName: 'claim.errors.claimantName',
  relationship: 'claim.errors.relationship',
  mobile: 'claim.errors.mobile',
  email: 'claim.errors.email',
  account: 'claim.errors.account',
  ifsc: 'claim.errors.ifsc',
  illness: 'claim.errors.illness',
  hospital: 'claim.errors.hospital',
  intimatedBy: 'claim.errors.intimatedBy',
} as const;

/** A date's complaint per problem and claim type: the core says 'date of death' or 'date of diagnosis'. */
const DATE_MESSAGES = {
  invalid: { DEATH: 'claim.errors.dateDeath', CRITICAL_ILLNESS: 'claim.errors.dateDiagnosis' },
  future: { DEATH: 'claim.errors.futureDeath', CRITICAL_ILLNESS: 'claim.errors.futureDiagnosis' },
  beforePolicy: { DEATH: 'claim.errors.beforePolicyDeath', CRITICAL_ILLNESS: 'claim.errors.beforePolicyDiagnosis' },
} as const;

/** Every document label of both claim types, in words ('Death Certificate', never deathCertificate). */
export const DOCUMENT_LABELS: Readonly<Record<ClaimDocument, string>> = {
  ...CRITICAL_ILLNESS_DOCUMENTS,
  ...DEATH_CLAIM_DOCUMENTS,
};

/** A document's label as a catalogue key (options.claimDocument); the words above are what the core keeps. */
export const documentLabelKey = (key: ClaimDocument) => `options.claimDocument.${key}` as const;

/**
 * A document the core names in words (received, or still needed) as a catalogue key when it is one
 * of the form's labels; the back office's own ask is its text and is shown as it came.
 */
export function documentWordKey(label: string): ReturnType<typeof documentLabelKey> | null {
  // Only where the catalogue's English is the very label, so English reads as the core sent it.
  const key = (Object.keys(DOCUMENT_LABELS) as ClaimDocument[]).find((k) => DOCUMENT_LABELS[k] === label);
  return key ? documentLabelKey(key) : null;
}

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

export { IFSC_PATTERN, isIfscShaped, normaliseIfsc } from '@/lib/ifsc';
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
  return DATE_MESSAGES[problem][claimType];
}

const samePerson = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Death: the life assured is someone else. Critical illness: the policy covers the customer. */
export function claimTypesFor(insuredName: string, customerName: string): ClaimType[] {
  return samePerson(insuredName, customerName) ? ['CRITICAL_ILLNESS'] : ['DEATH'];
}

export const STATUS_TONES: Record<ClaimStatus, 'green' | 'amber' | 'raspberry' | 'grey' | 'brand'> = {
  Intimated: 'brand',
  'Documents Pending': 'amber', // i18n-ignore: a status value, worded where shown
  'Under Review': 'grey', // i18n-ignore
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

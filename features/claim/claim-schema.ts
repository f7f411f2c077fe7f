import { z } from 'zod';
import { CAUSES_OF_DEATH, INTIMATED_BY, type intimateClaim } from '@portal/contracts/claims';
import type { RequestOf } from '@portal/contracts/define';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@portal/contracts/contact';
import { NAME_PATTERN } from '@portal/contracts/profile';
import { formatDate, todayInIndia } from '@/lib/format';
import { FILE_MISSING } from '@/lib/uploads/file-rules';
import { uploadedFile } from '@/lib/uploads/upload-rules';
import {
  ACCOUNT_PATTERN,
  CLAIM_MESSAGES,
  CLAIMANT_RELATIONSHIPS,
  DOCUMENT_LABELS,
  type ClaimDocument,
  dateMessage,
  eventDateProblem,
  isIfscShaped,
  normaliseIfsc,
  offeredDocuments,
  requiredDocuments,
} from './claim-rules';

/*
 * 'Intimate a Claim', for the browser and the action alike: the action is a public endpoint, so it
 * parses what arrives with this same schema. Fields of the other claim type are carried but ignored.
 * The policy's start date is only known to the page; the core checks it again either way.
 */
const text = (max: number) => z.string().trim().max(max);
const DOCUMENT_KEYS = Object.keys(DOCUMENT_LABELS) as [ClaimDocument, ...ClaimDocument[]];

const fields = z.object({
  claimType: z.enum(['DEATH', 'CRITICAL_ILLNESS'], { error: CLAIM_MESSAGES.claimType }),
  policyNumber: z.string({ error: CLAIM_MESSAGES.policy }).regex(/^\d{8}$/, CLAIM_MESSAGES.policy),
  /** YYYY-MM-DD from the date field: the date of death or of diagnosis */
  eventDate: z.string().max(10),
  causeOfDeath: z.string().max(20),
  claimantName: text(100),
  relationship: z.string().max(40),
  claimantMobile: text(15),
  claimantEmail: text(320),
  accountNumber: text(20),
  ifsc: text(20),
  /** filled by the directory look-up; empty means the IFSC was not found (never sent to the core) */
  bankName: z.string().max(200),
  illness: text(200),
  hospital: text(200),
  intimatedBy: z.string().max(20),
  // A field the form registered but never filled arrives as undefined.
  documents: z.partialRecord(z.enum(DOCUMENT_KEYS), uploadedFile.nullable().optional()),
});

export type ClaimFormInput = z.input<typeof fields>;
export type ClaimFormValues = z.output<typeof fields>;

type Check = { ok: boolean; path: string; message: string };

function deathChecks(v: ClaimFormValues): Check[] {
  const ifscShaped = isIfscShaped(v.ifsc);
  return [
    { ok: (CAUSES_OF_DEATH as readonly string[]).includes(v.causeOfDeath), path: 'causeOfDeath', message: CLAIM_MESSAGES.cause },
    { ok: NAME_PATTERN.test(v.claimantName), path: 'claimantName', message: CLAIM_MESSAGES.claimantName },
    {
      ok: (CLAIMANT_RELATIONSHIPS as readonly string[]).includes(v.relationship),
      path: 'relationship',
      message: CLAIM_MESSAGES.relationship,
    },
    { ok: MOBILE_PATTERN.test(v.claimantMobile), path: 'claimantMobile', message: CLAIM_MESSAGES.mobile },
    { ok: EMAIL_PATTERN.test(v.claimantEmail.toLowerCase()), path: 'claimantEmail', message: CLAIM_MESSAGES.email },
    { ok: ACCOUNT_PATTERN.test(v.accountNumber), path: 'accountNumber', message: CLAIM_MESSAGES.account },
    { ok: ifscShaped && v.bankName.trim() !== '', path: 'ifsc', message: CLAIM_MESSAGES.ifsc },
  ];
}

function illnessChecks(v: ClaimFormValues): Check[] {
  return [
    { ok: v.illness !== '', path: 'illness', message: CLAIM_MESSAGES.illness },
    { ok: v.hospital !== '', path: 'hospital', message: CLAIM_MESSAGES.hospital },
    { ok: (INTIMATED_BY as readonly string[]).includes(v.intimatedBy), path: 'intimatedBy', message: CLAIM_MESSAGES.intimatedBy },
  ];
}

/** `policyStart` gives a policy's start (ISO) where the page knows it. */
export function claimFormSchema(policyStart: (policyNo: string) => string | undefined = () => undefined) {
  return fields.superRefine(
    (value, ctx) => {
      // Also runs when a field is malformed, so every message shows at once; a field may then be missing.
      const v = value as Partial<ClaimFormValues>;
      if (v.claimType !== 'DEATH' && v.claimType !== 'CRITICAL_ILLNESS') return;
      const full = { ...CLAIM_DEFAULTS, ...v, claimType: v.claimType, documents: v.documents ?? {} } as ClaimFormValues;
      const problem = eventDateProblem(full.eventDate, todayInIndia(), policyStart(full.policyNumber));
      const checks: Check[] = [
        ...(problem ? [{ ok: false, path: 'eventDate', message: dateMessage(problem, full.claimType) }] : []),
        ...(full.claimType === 'DEATH' ? deathChecks(full) : illnessChecks(full)),
        ...requiredDocuments(full).map((key) => ({
          ok: Boolean(full.documents[key]),
          path: `documents.${key}`,
          message: FILE_MISSING,
        })),
      ];
      for (const c of checks) if (!c.ok) ctx.addIssue({ code: 'custom', path: c.path.split('.'), message: c.message });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

export const claimSchema = claimFormSchema();

export const CLAIM_DEFAULTS: ClaimFormInput = {
  claimType: undefined as unknown as 'DEATH',
  policyNumber: '',
  eventDate: '',
  causeOfDeath: '',
  claimantName: '',
  relationship: '',
  claimantMobile: '',
  claimantEmail: '',
  accountNumber: '',
  ifsc: '',
  bankName: '',
  illness: '',
  hospital: '',
  intimatedBy: '',
  documents: {},
};

type Request = RequestOf<typeof intimateClaim>;
/** intimateClaim's body without the session, the client and the policy, which the data layer adds (the policy from the ownership gate). */
export type ClaimIntimation = Request extends infer R
  ? R extends unknown
    ? Omit<R, 'sessionId' | 'clientId' | 'policyNumber'>
    : never
  : never;
type Death = Extract<ClaimIntimation, { claimType: 'DEATH' }>;
type Illness = Extract<ClaimIntimation, { claimType: 'CRITICAL_ILLNESS' }>;

/** The documents given for this claim, by label key: only those its type offers. */
function documentsOf(v: ClaimFormValues) {
  return offeredDocuments(v).flatMap((label) => {
    const file = v.documents[label];
    return file ? [{ documentId: file.documentId, label }] : [];
  });
}

/** The parsed form as the core's intimateClaim takes it (dates DD/MM/YYYY). */
export function toIntimation(v: ClaimFormValues): ClaimIntimation {
  if (v.claimType === 'DEATH') {
    return {
      claimType: 'DEATH',
      dateOfDeath: formatDate(v.eventDate),
      causeOfDeath: v.causeOfDeath as Death['causeOfDeath'],
      claimantName: v.claimantName,
      relationship: v.relationship as Death['relationship'],
      claimantMobile: v.claimantMobile,
      claimantEmail: v.claimantEmail.toLowerCase(),
      accountNumber: v.accountNumber,
      ifsc: normaliseIfsc(v.ifsc),
      documents: documentsOf(v) as Death['documents'],
    };
  }
  return {
    claimType: 'CRITICAL_ILLNESS',
    illness: v.illness,
    dateOfDiagnosis: formatDate(v.eventDate),
    hospital: v.hospital,
    intimatedBy: v.intimatedBy as Illness['intimatedBy'],
    documents: documentsOf(v) as Illness['documents'],
  };
}

/** The IFSC look-up's one field. */
export const ifscSchema = z.object({ ifsc: z.string().max(20).refine(isIfscShaped, CLAIM_MESSAGES.ifsc) });

/** An answer to the back office's ask: the claim and one file per thing asked for, named in words. */
export const claimDocumentsSchema = z.object({
  srNumber: z.string().regex(/^\d{8}$/),
  documents: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(80),
        file: uploadedFile.nullable().refine((f) => f !== null, FILE_MISSING),
      }),
    )
    .min(1)
    .max(10),
});
export type ClaimDocumentsInput = z.input<typeof claimDocumentsSchema>;

import { z } from 'zod';
import { documentId } from './document-upload';
import { coreDate, defineCall, policyNumber, serviceRequestNumber } from './define';
import { RELATIONSHIPS } from './options';
import { timelineEntry } from './service-requests';

/**
 * Claims (issue 9 §2): intimateClaim, trackClaim and getBankDirectory. A claim is a service
 * request of category CLAIM (it shows in track/service/request too), with the SPEC §4 subjects
 * 'Death Claim Intimation' and 'Critical Illness or Rider Claim Intimation' and their duplicate
 * rule per policy. Documents are sent ahead with document/upload (purpose CLAIM_DOCUMENT) and
 * named here by id under their SPEC §3 label; the words are what people read.
 */
export const CLAIM_TYPES = { DEATH: 'Death Claim', CRITICAL_ILLNESS: 'Critical Illness / Rider Claim' } as const;
export type ClaimType = keyof typeof CLAIM_TYPES;
export const CLAIM_SUBJECTS: Record<ClaimType, string> = {
  DEATH: 'Death Claim Intimation',
  CRITICAL_ILLNESS: 'Critical Illness or Rider Claim Intimation',
};
export const CAUSES_OF_DEATH = ['Natural', 'Accidental'] as const;
/** Who intimates a critical-illness claim: the life assured, or someone on their behalf (then the authorisation letter is required). */
export const INTIMATED_BY = ['SELF', 'THIRD_PARTY'] as const;

/** SPEC §3 death claim labels, in words. */
export const DEATH_CLAIM_DOCUMENTS = {
  claimantVerificationProof: 'Form 60',
  claimantIdentityProof: 'Claimant Identity Proof',
  claimantAddressProof: 'Claimant Address Proof',
  claimantPhoto: 'Photograph of Nominee',
  bankProof: 'Bank Proof of Nominee',
  deathCertificate: 'Death Certificate',
  doctorCertificate: "Doctor's Certificate",
  medicalDocument: 'Medical Documents',
  successionCertificate: 'Legal Heir or Succession Certificate',
  legalAccidentDocument: 'FIR, Panchnama, Inquest or Post-Mortem Report',
  otherDocument: 'Other Document',
} as const;
/** SPEC §3 critical illness claim labels, in words. */
export const CRITICAL_ILLNESS_DOCUMENTS = {
  insuredVerificationProof: 'PAN Card',
  insuredIdentityProof: 'Identity Proof of Life Assured',
  insuredAddressProof: 'Address Proof of Life Assured',
  insuredPhoto: 'Photograph of Life Assured',
  bankProof: 'Bank Proof',
  doctorCertificate: "Doctor's Certificate",
  dischargeSummary: 'Discharge Summary',
  medicalDocument: 'Medical Documents',
  cashBenefitForm: 'Hospital Cash Benefit Form (attested by the doctor)',
  authorizationLetter: 'Authorisation Letter',
} as const;
export type DeathDocument = keyof typeof DEATH_CLAIM_DOCUMENTS;
export type IllnessDocument = keyof typeof CRITICAL_ILLNESS_DOCUMENTS;

/** Always required; legalAccidentDocument too for an accidental death. */
export const DEATH_REQUIRED: readonly DeathDocument[] = [
  'claimantIdentityProof',
  'claimantAddressProof',
  'claimantPhoto',
  'bankProof',
  'deathCertificate',
  'doctorCertificate',
];
/** Always required; authorizationLetter too when a third party intimates. */
export const ILLNESS_REQUIRED: readonly IllnessDocument[] = [
  'insuredVerificationProof',
  'insuredIdentityProof',
  'insuredAddressProof',
  'insuredPhoto',
  'bankProof',
  'doctorCertificate',
  'dischargeSummary',
  'medicalDocument',
];

const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const base = { sessionId: z.string().min(1), clientId: z.string().min(1), policyNumber };

/**
 * intimateClaim. Death: the policy's life assured must be someone else; dates DD/MM/YYYY, not in
 * the future nor before the policy began; IFSC from the bank directory. Critical illness: the
 * policy must cover the customer. Missing required documents: 'Please upload a file for {label}'.
 */
export const intimateClaim = defineCall({
  method: 'POST',
  path: '/policy/api/v1/intimateClaim',
  auth: true,
  request: z.discriminatedUnion('claimType', [
    z.object({
      ...base,
      claimType: z.literal('DEATH'),
      dateOfDeath: coreDate,
      causeOfDeath: z.enum(CAUSES_OF_DEATH),
      claimantName: z.string().max(100),
      relationship: z.enum(RELATIONSHIPS),
      claimantMobile: z.string().max(15),
      claimantEmail: z.string().max(320),
      accountNumber: z.string().max(20),
      ifsc: z.string().max(11),
      documents: z.array(z.object({ documentId, label: z.enum(keys(DEATH_CLAIM_DOCUMENTS)) }).strict()).max(20),
    }),
    z.object({
      ...base,
      claimType: z.literal('CRITICAL_ILLNESS'),
      illness: z.string().max(200),
      dateOfDiagnosis: coreDate,
      hospital: z.string().max(200),
      intimatedBy: z.enum(INTIMATED_BY),
      documents: z.array(z.object({ documentId, label: z.enum(keys(CRITICAL_ILLNESS_DOCUMENTS)) }).strict()).max(20),
    }),
  ]),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

export const trackedClaim = z.object({
  srNumber: serviceRequestNumber,
  policyNumber,
  claimType: z.enum(keys(CLAIM_TYPES)),
  /** 'Death Claim' or 'Critical Illness / Rider Claim' */
  claimTypeLabel: z.string(),
  /** DD/MM/YYYY: when it was intimated, and the date of death or of diagnosis */
  intimatedOn: coreDate,
  eventDate: coreDate,
  status: z.enum(['Intimated', 'Documents Pending', 'Under Review', 'Approved', 'Rejected', 'Paid']),
  documentsReceived: z.array(z.object({ label: z.string(), fileName: z.string(), receivedOn: coreDate })),
  /** labels in words still needed: a required one not received, or what the back office asked for */
  documentsNeeded: z.array(z.string()),
  dueDate: coreDate,
  timeline: z.array(timelineEntry),
});
/** trackClaim: the token's customer's claims, newest first. */
export const trackClaim = defineCall({
  method: 'POST',
  path: '/policy/api/v1/trackClaim',
  auth: true,
  request: z.object({ sessionId: z.string().min(1) }),
  data: z.array(trackedClaim),
});

/**
 * getBankDirectory: an IFSC in the bank directory; branchCode is the IFSC's last 6 characters,
 * branchName the branch's name as the directory gives it (what a customer recognises).
 * 400 not 11 characters of the form AAAA0XXXXXX, 404 unknown ('Please enter a valid IFSC Code').
 */
export const getBankDirectory = defineCall({
  method: 'POST',
  path: '/usermgmt/api/v1/getBankDirectory',
  auth: true,
  request: z.object({ sessionId: z.string().min(1), ifsc: z.string().max(20) }),
  data: z.object({
    ifsc: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    branchCode: z.string(),
    branchName: z.string(),
  }),
});
export type TrackedClaim = z.infer<typeof trackedClaim>;

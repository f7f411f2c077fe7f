import 'server-only';
import { cache } from 'react';
import { claims, CODES, type RequestOf } from '@portal/contracts';
import { parseCoreDate } from '../../format';
import type { OwnedPolicy } from '../../types';
import { UpstreamError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { getPolicies, getPolicyDetails } from './policies';
import { getProfileDetails } from './profile';

/*
 * Claims (issue 9 §2): trackClaim, the policies a claim may be intimated on, the IFSC directory
 * and intimateClaim. Upstream shapes stop here: the screens get ISO dates and words.
 */

export type ClaimStatus = claims.TrackedClaim['status'];

export interface ClaimSummary {
  srNumber: string;
  policyNo: string;
  claimType: claims.ClaimType;
  typeLabel: string;
  /** ISO dates: when it was intimated, and the date of death or of diagnosis */
  intimatedOn: string;
  eventDate: string;
  dueDate: string;
  status: ClaimStatus;
  received: Array<{ label: string; fileName: string; receivedOn: string }>;
  /** in words: a required document not received, or what the back office asked for */
  needed: string[];
}

const iso = (dmy: string) => parseCoreDate(dmy) ?? '';

export function reshapeClaim(c: claims.TrackedClaim): ClaimSummary {
  return {
    srNumber: c.srNumber,
    policyNo: c.policyNumber,
    claimType: c.claimType,
    typeLabel: c.claimTypeLabel,
    intimatedOn: iso(c.intimatedOn),
    eventDate: iso(c.eventDate),
    dueDate: iso(c.dueDate),
    status: c.status,
    received: c.documentsReceived.map((d) => ({ label: d.label, fileName: d.fileName, receivedOn: iso(d.receivedOn) })),
    needed: c.documentsNeeded,
  };
}

/** The customer's claims, newest first. */
export const getClaims = cache(async () => (await callAsCustomer(claims.trackClaim, {})).map(reshapeClaim));

export interface ClaimPolicy {
  policyNo: string;
  label: string;
  insuredName: string;
  /** ISO; empty when the core's details could not be read (the core still checks) */
  startDate: string;
}

/** Every policy of the customer with whom it covers and when it began, and the customer's own name. */
export const getClaimPolicies = cache(async (): Promise<{ customerName: string; policies: ClaimPolicy[] }> => {
  const [policies, me] = await Promise.all([getPolicies(), getProfileDetails()]);
  const starts = await Promise.all(
    policies.map((p) => getPolicyDetails(p).then((d) => d.commencementDate, () => '')),
  );
  return {
    // The core names its customer by first name and surname, as here.
    customerName: `${me.firstname} ${me.surname}`,
    policies: policies.map((p, i) => ({
      policyNo: p.policyNo,
      label: `${p.policyNo} - ${p.name}`,
      insuredName: p.insuredName,
      startDate: starts[i] ?? '',
    })),
  };
});

export interface BankBranch {
  ifsc: string;
  bankName: string;
  /** the directory's name for the branch: customers know it by name, not by the IFSC's last six characters */
  branchName: string;
}

/** The bank and branch of an IFSC, or null when the directory does not know it (400 or 404). */
export async function lookUpBank(ifsc: string): Promise<BankBranch | null> {
  try {
    const b = await callAsCustomer(claims.getBankDirectory, { ifsc });
    return { ifsc: b.ifsc, bankName: b.bankName, branchName: b.branchName };
  } catch (e) {
    if (e instanceof UpstreamError && (e.code === CODES.NOT_FOUND || e.code === CODES.BAD_REQUEST)) return null;
    throw e;
  }
}

type IntimateBody = RequestOf<typeof claims.intimateClaim>;
type WithoutIds<T> = T extends unknown ? Omit<T, 'sessionId' | 'clientId' | 'policyNumber'> : never;

/** Raises the claim on the customer's own policy as a service request; answers its 8-digit number. */
export async function intimateClaim(owned: OwnedPolicy, claim: WithoutIds<IntimateBody>): Promise<string> {
  const { clientId } = await requireAuth();
  // The spread of a union loses its tag, so the body is named again; the policy is still the gate's.
  const body = { ...claim, clientId, policyNumber: owned.policyNo } as Omit<IntimateBody, 'sessionId' | 'policyNumber'> & { policyNumber: OwnedPolicy['policyNo'] };
  return (await callAsCustomer(claims.intimateClaim, body)).serviceRequestId;
}

import { documentUpload, type RequestOf, serviceRequests } from '@portal/contracts';
import type { DocumentPurpose } from '@portal/contracts/document-upload';
import type { LoginTokens } from './client';
import { png } from './files';
import type { TestSandbox } from './sandbox';

/** Helpers for the service-request, claim and back-office tests. */

/** Moves the test clock to an instant (only forwards in practice: the seed is "now"). */
export function moveClockTo(t: TestSandbox, instant: number): void {
  t.advanceSeconds((instant - t.now()) / 1000);
}

/** Noon IST on an ISO day, as an instant. */
export const noonIst = (isoDay: string) => Date.parse(`${isoDay}T06:30:00Z`);

/** A file sent ahead with document/upload, answering its id. */
export async function uploaded(t: TestSandbox, who: LoginTokens, purpose: DocumentPurpose, name = 'proof.png') {
  const data = await t.data(who, documentUpload.uploadDocument, { clientId: who.clientId, purpose, document: png(name) });
  return data.documentId;
}

export const track = (t: TestSandbox, who: LoginTokens) => t.data(who, serviceRequests.trackServiceRequests, {});

type QueryBody = Omit<RequestOf<typeof serviceRequests.raiseQuery>, 'sessionId' | 'clientId'>;
export const raiseQuery = (t: TestSandbox, who: LoginTokens, body: QueryBody) =>
  t.call(who, serviceRequests.raiseQuery, { clientId: who.clientId, ...body });
/** raiseQuery that must succeed: its number. */
export async function raisedQuery(t: TestSandbox, who: LoginTokens, body: QueryBody): Promise<string> {
  const res = await raiseQuery(t, who, body);
  if (res.envelope?.code !== 200) throw new Error(`raiseQuery: ${JSON.stringify(res.envelope)}`);
  return serviceRequests.raiseQuery.data.parse(res.envelope.data).serviceRequestId;
}

/** The back office's JSON endpoints (loopback, JSON posts). */
export const backOffice = (t: TestSandbox, step: string, body: Record<string, unknown>) =>
  t.client.admin(`/__sandbox/service-requests/${step}`, body);

export interface QueuedRequest {
  srNumber: string;
  subject: string;
  category: string;
  status: string;
  documents: Array<{ id: number; label: string; fileName: string }>;
  [k: string]: unknown;
}
/** GET /__sandbox/service-requests: the back office's queue. */
export const queue = async (t: TestSandbox) =>
  (await (await fetch(`${t.sb.url}/__sandbox/service-requests`)).json()) as QueuedRequest[];

/** Uploads one CLAIM_DOCUMENT per label key, answering the request's documents list. */
export async function claimDocuments<K extends string>(t: TestSandbox, who: LoginTokens, labels: readonly K[]) {
  const list: Array<{ documentId: string; label: K }> = [];
  for (const label of labels) list.push({ documentId: await uploaded(t, who, 'CLAIM_DOCUMENT', `${label}.png`), label });
  return list;
}

import 'server-only';
import { serviceRequests } from '@portal/contracts';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

export interface RequestDocument {
  documentId: string;
  /** a claim's document in words ('Death Certificate'); a request's attachment needs none */
  label?: string;
}

/**
 * Answers the back office's ask on a request or a claim with files already uploaded (by id).
 * The core decides whether the ticket is the customer's and still waiting: one it does not
 * find for this token is refused there, so a number typed into the browser reaches nothing.
 */
export async function sendRequestDocuments(srNumber: string, documents: readonly RequestDocument[]) {
  const { clientId } = await requireAuth();
  return callAsCustomer(serviceRequests.uploadRequestDocuments, { clientId, srNumber, documents: [...documents] });
}

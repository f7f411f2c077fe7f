import 'server-only';
import { headers } from 'next/headers';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * The id proxy.ts gave the request being served. Undefined outside a request, and for the few
 * requests the proxy never sees (the probes).
 */
export async function currentRequestId(): Promise<string | undefined> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  } catch {
    return undefined;
  }
}

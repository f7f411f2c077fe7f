import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { loadCustomerPayments, MAX_LOAD_CUSTOMERS, seedLoadCustomers } from '../store/seed/load-cast';
import { parseJson, readBody, sendJson } from './body';
import type { Core } from './core';

const loadBody = z.object({ count: z.number().int().positive().max(MAX_LOAD_CUSTOMERS) }).strict();

/**
 * POST /__sandbox/load-customers {"count": n}: adds n customers with one premium due each, for a
 * load test of many people logging in and paying at once; answers their mobiles and policy
 * numbers. GET: what each of their policies was charged, and its receipts. False for any other
 * path. The admin guard has already run.
 */
export async function handleLoadCustomers(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { core: Core; clock: () => number },
): Promise<boolean> {
  if (url.pathname !== '/__sandbox/load-customers') return false;
  if (req.method === 'GET') {
    sendJson(res, 200, loadCustomerPayments(deps.core.db));
    return true;
  }
  if (req.method !== 'POST') return false;
  const body = parseJson(await readBody(req));
  const parsed = loadBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) {
    sendJson(res, 400, { error: `expected {"count":<1 to ${MAX_LOAD_CUSTOMERS}>}` });
    return true;
  }
  sendJson(res, 200, seedLoadCustomers(deps.core.db, parsed.data.count, deps.clock()));
  return true;
}

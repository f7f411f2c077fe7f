import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Core } from './core';
import { parseJson, readBody, sendJson, sendText } from './http';
import { listOutbox, renderOutboxHtml } from './outbox';
import type { RequestLog } from './request-log';
import { expireCustomerTokens } from './tokens';

/**
 * Plain-JSON endpoints that exist only in the sandbox: the outbox that stands
 * in for SMS and email, and hooks that let tests control state. No envelope
 * and no auth, and the server listens on 127.0.0.1 only.
 */
export interface AdminDeps {
  core: Core;
  log: RequestLog;
  clock: () => number;
}

const expireBody = z.object({ mobile: z.string().regex(/^\d{10}$/) });

/** Answers the request if it is an admin path; returns false otherwise. */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: AdminDeps,
): Promise<boolean> {
  const key = `${req.method} ${url.pathname}`;
  switch (key) {
    case 'GET /healthz':
      sendText(res, 200, 'ok');
      return true;
    case 'GET /outbox':
      sendText(res, 200, renderOutboxHtml(listOutbox(deps.core.db)), 'text/html');
      return true;
    case 'GET /outbox.json':
      sendJson(res, 200, listOutbox(deps.core.db));
      return true;
    case 'GET /__sandbox/requests': {
      const since = Number(url.searchParams.get('since') ?? 0);
      sendJson(res, 200, deps.log.since(Number.isFinite(since) ? since : 0));
      return true;
    }
    case 'POST /__sandbox/reset':
      await readBody(req);
      deps.core.reset();
      deps.log.clear();
      sendJson(res, 200, { ok: true });
      return true;
    case 'POST /__sandbox/expire-tokens': {
      const body = parseJson(await readBody(req));
      const parsed = expireBody.safeParse(body.ok ? body.value : undefined);
      if (!parsed.success) {
        sendJson(res, 400, { error: 'expected {"mobile":"<10 digits>"}' });
        return true;
      }
      const expired = expireCustomerTokens(deps.core.db, parsed.data.mobile, deps.clock());
      sendJson(res, 200, { ok: true, expired });
      return true;
    }
    default:
      return false;
  }
}

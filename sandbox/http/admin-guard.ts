import type { IncomingMessage } from 'node:http';

/**
 * Who may use the tester endpoints (/__sandbox/*) and read the outbox (/outbox,
 * /outbox.json). The core listens on 127.0.0.1 only, but a web page could
 * still reach it through a DNS name rebound to 127.0.0.1: such a request
 * carries that name in Host, so only the core's own loopback address and
 * port are answered. Posts must be JSON, which a page on another origin
 * cannot send without a CORS preflight the core never grants.
 */
export const isTesterPath = (path: string) => path.startsWith('/__sandbox/') || path === '/outbox' || path === '/outbox.json';

export interface GuardOptions {
  /** the port the core listens on */
  port: number;
  /** SANDBOX_ADMIN: false turns /__sandbox/* off */
  adminEnabled: boolean;
}

/** The refusal for a request to a tester path, or null when it may go on. */
export function guardTesterPath(req: IncomingMessage, path: string, o: GuardOptions): { status: number; error: string } | null {
  if (path.startsWith('/__sandbox/') && !o.adminEnabled) return { status: 404, error: 'not found' };
  const host = (req.headers.host ?? '').toLowerCase();
  if (host !== `127.0.0.1:${o.port}` && host !== `localhost:${o.port}`) {
    return { status: 403, error: 'only for the core’s own address' };
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (req.method === 'POST' && type !== 'application/json') return { status: 415, error: 'send application/json' };
  return null;
}

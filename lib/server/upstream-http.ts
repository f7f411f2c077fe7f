import 'server-only';
import http from 'node:http';
import https from 'node:https';

/*
 * The gateway's transport: node:http on kept-alive sockets rather than fetch. fetch (undici, plus
 * Next's instrumentation of it) cost about as much CPU per call as sealing, opening and checking
 * the envelope together; every page makes two to six calls. Nothing here knows the wire format.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 128 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 128 }),
} as const;

export interface RawRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface RawReply {
  status: number;
  body: string;
}

/** Rejects with the error's name ('TimeoutError' past timeoutMs) when no whole answer arrives. */
export function send(url: string, { method, headers, body, timeoutMs }: RawRequest): Promise<RawReply> {
  const target = new URL(url);
  const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
  const lib = protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    const req = lib.request(target, { method, headers, agent: agents[protocol], signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', (e) => reject(signal.aborted ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : e));
    req.end(body);
  });
}

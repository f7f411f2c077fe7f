import 'server-only';
import http from 'node:http';
import https from 'node:https';

/*
 * The gateway's transport: node:http on kept-alive sockets rather than fetch. fetch (undici, plus
 * Next's instrumentation of it) cost about as much CPU per call as sealing, opening and checking
 * the envelope together; every page makes two to six calls. Nothing here knows the wire format.
 */
// An idle socket is dropped after 4 s, before a server's usual 5 s keep-alive timeout can close it
// under a request (Node's own server default; undici's fetch chose 4 s for the same reason).
const agentOptions = { keepAlive: true, maxSockets: 128, timeout: 4_000 };
const agents = {
  'http:': new http.Agent(agentOptions),
  'https:': new https.Agent(agentOptions),
} as const;

/** The server closed a kept-alive socket just as this request was written: it never saw the request. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE']);

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
export function send(url: string, request: RawRequest): Promise<RawReply> {
  const deadline = performance.now() + request.timeoutMs;
  return attempt(new URL(url), request, deadline).catch((e: NodeJS.ErrnoException & { staleSocket?: boolean }) => {
    // Safe to send again only when the request died on a reused socket before any answer: the
    // server had already closed that socket, so it cannot have acted on the request.
    if (e.staleSocket && performance.now() < deadline) return attempt(new URL(url), request, deadline);
    throw e;
  });
}

const timeoutError = () => Object.assign(new Error('timeout'), { name: 'TimeoutError' });

/**
 * One request with a plain timer for the deadline: an AbortSignal per call (AbortSignal.timeout)
 * cost more CPU than writing the request, for a timer that almost never fires.
 */
function attempt(target: URL, { method, headers, body }: RawRequest, deadline: number): Promise<RawReply> {
  const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
  const lib = protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let answered = false;
    let timedOut = false;
    const req = lib.request(target, { method, headers, agent: agents[protocol] }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', fail);
    });
    const timer = setTimeout(
      () => {
        timedOut = true;
        req.destroy();
      },
      Math.max(0, deadline - performance.now()),
    );
    const fail = (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (timedOut) return reject(timeoutError());
      reject(Object.assign(e, { staleSocket: req.reusedSocket && !answered && STALE_SOCKET.has(e.code ?? '') }));
    };
    req.on('error', fail);
    req.end(body);
  });
}

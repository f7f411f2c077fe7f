import 'server-only';
import type { z } from 'zod';
import { CODES, responseEnvelope, wireResponse, type CallContract } from '@portal/contracts';
import { DEFAULT_SOURCE } from '@portal/contracts/constants';
import { ACCEPT_KEY_ID, EnvelopeError, open, seal } from '@portal/contracts/envelope';
import { LANGUAGE_HEADER } from '@portal/contracts/language';
import { getEnv } from './env';
import { getRequestLanguage } from './request-language';
import { SessionExpiredError, TechnicalError, UpstreamError } from './errors';
import { observeUpstream, type UpstreamCall } from './telemetry/upstream-span';
import { type RawReply, send } from './upstream-http';

export interface CallAuth {
  accessToken: string;
  source?: string;
}

export interface CallOptions {
  /** a shorter wait than UPSTREAM_TIMEOUT_MS, for a probe that must answer in time */
  timeoutMs?: number;
}

export interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * The one way the portal talks to the insurer's core: encrypts the request as
 * `requestData`, adds the bearer token and Source header, times out, decrypts
 * the answer and checks it against the call's contract. Every failure becomes
 * one of three typed errors, so no raw upstream text ever reaches a page.
 */
export async function callUpstream<Req extends z.ZodType, Data extends z.ZodType>(
  contract: CallContract<Req, Data>,
  body: z.input<Req>,
  auth: CallAuth | null,
  options: CallOptions = {},
): Promise<z.output<Data>> {
  return (await exchange(contract, body, auth, options)).data;
}

/** Like callUpstream, but also returns the code and message, for calls whose success has several codes. */
export function exchange<Req extends z.ZodType, Data extends z.ZodType>(
  contract: CallContract<Req, Data>,
  body: z.input<Req>,
  auth: CallAuth | null,
  options: CallOptions = {},
): Promise<Answer<z.output<Data>>> {
  // A span and a request id per call (lib/server/telemetry/upstream-span.ts).
  return observeUpstream(contract.method, contract.path, (call) => exchangeOnce(contract, body, auth, options, call));
}

async function exchangeOnce<Req extends z.ZodType, Data extends z.ZodType>(
  contract: CallContract<Req, Data>,
  body: z.input<Req>,
  auth: CallAuth | null,
  options: CallOptions,
  call: UpstreamCall,
): Promise<Answer<z.output<Data>>> {
  const env = getEnv();
  const request = contract.request.safeParse(body);
  if (!request.success) throw new TechnicalError(`request for ${contract.path} breaks its contract`);
  if (contract.auth && !auth) throw new SessionExpiredError();

  const headers: Record<string, string> = {
    ...call.headers,
    Accept: 'application/json',
    Source: auth?.source || DEFAULT_SOURCE,
    // The core words its messages and documents in the language the customer is reading.
    [LANGUAGE_HEADER]: await getRequestLanguage(),
  };
  if (auth) headers.Authorization = `Bearer ${auth.accessToken}`;
  // The core answers under the key named here, so its own current key may change first (a call
  // without a body has no other way to say which key this instance reads).
  const keys = env.envelopeKeys;
  if (keys.current.kid) headers[ACCEPT_KEY_ID] = keys.current.kid;
  let payload: string | undefined;
  if (contract.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify({ requestData: seal(request.data, keys) });
  }

  let res: RawReply;
  try {
    res = await send(`${env.upstreamUrl}${contract.path}`, {
      method: contract.method,
      headers,
      body: payload,
      timeoutMs: Math.min(options.timeoutMs ?? env.timeoutMs, env.timeoutMs),
    });
  } catch (e) {
    // The socket's code (ECONNREFUSED, ECONNRESET) says more to an operator than 'Error'.
    const { code, name } = e as NodeJS.ErrnoException;
    throw new TechnicalError(`${contract.path}: ${code ?? name}`);
  }
  call.answered(res.status);
  if (res.status === 401) throw new SessionExpiredError();
  if (res.status < 200 || res.status > 299) throw new TechnicalError(`${contract.path}: HTTP ${res.status}`);

  let envelope: z.infer<typeof responseEnvelope>;
  try {
    const wire = wireResponse.parse(JSON.parse(res.body));
    envelope = responseEnvelope.parse(open(wire.responseData, keys));
  } catch (e) {
    // An unknown key id is worth naming in the log: it is how a rotation step done out of order shows.
    throw new TechnicalError(`${contract.path}: unreadable response${e instanceof EnvelopeError ? ` (${e.message})` : ''}`);
  }
  if (!(contract.okCodes ?? [CODES.OK]).includes(envelope.code)) throw new UpstreamError(envelope.message, envelope.code);

  const data = contract.data.safeParse(envelope.data);
  if (!data.success) throw new TechnicalError(`${contract.path}: response breaks its contract`);
  return { code: envelope.code, message: envelope.message, data: data.data };
}

import 'server-only';
import type { z } from 'zod';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { CallContract } from '@portal/contracts';
import type { OwnedPolicyNumber } from '../../types';
import { sessionEndedPath } from '../../session-rules';
import { getEnv } from '../env';
import { exchange, type Answer } from '../gateway';
import { SessionExpiredError } from '../errors';
import { requireAuth } from '../session';

/** The keys under which a request names a policy. */
type PolicyKey = 'policyNumber' | 'policyNo';

/**
 * A request body as a data function writes it: without the session, which is added here, and with
 * any policy it names as one the ownership gate has answered for.
 */
type CustomerBody<T> = {
  [K in keyof Omit<T, 'sessionId'>]: K extends PolicyKey ? (undefined extends T[K] ? OwnedPolicyNumber | undefined : OwnedPolicyNumber) : T[K];
};

/**
 * A call made on behalf of the signed-in customer: their sessionId goes in the
 * body and their token in the header. A 401 ends the session: /login?expired=Y, signed
 * for this session, clears the cookie (see proxy.ts) and tells them why.
 */
export async function callAsCustomer<Req extends z.ZodType, Data extends z.ZodType>(
  contract: CallContract<Req, Data>,
  body: CustomerBody<z.input<Req>>,
): Promise<z.output<Data>> {
  return (await exchangeAsCustomer(contract, body)).data;
}

/** callAsCustomer with the answer's code and message (e.g. payment status: 200, 202). */
export async function exchangeAsCustomer<Req extends z.ZodType, Data extends z.ZodType>(
  contract: CallContract<Req, Data>,
  body: CustomerBody<z.input<Req>>,
): Promise<Answer<z.output<Data>>> {
  const auth = await requireAuth();
  let result: Answer<z.output<Data>>;
  try {
    result = await exchange(contract, { ...body, sessionId: auth.sessionId } as z.input<Req>, {
      accessToken: auth.accessToken,
      source: auth.source,
    });
  } catch (e) {
    if (e instanceof SessionExpiredError) {
      // Back to the page the customer was on once they log in again (the proxy names it per request).
      const from = (await headers()).get('x-portal-path');
      redirect(await sessionEndedPath(getEnv().sessionSecret, auth.sessionId, from));
    }
    throw e;
  }
  return result;
}

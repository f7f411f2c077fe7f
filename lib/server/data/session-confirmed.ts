import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { logFailure } from '../log';
import { getPolicies } from './policies';

/**
 * Whether the core has taken this request's session. The cookie is sealed and stateless: a copy
 * kept from before logout still opens, with the customer's name from sign-in in it, until the core
 * refuses its token. So nothing the session remembers of the customer is rendered until the core
 * has answered this request on it. The answer comes from the customer's policy list, which nearly
 * every page reads anyway (the ownership gate included), so it costs no extra round and mostly no
 * extra call. A refused token ends the session (callAsCustomer redirects to /login); a core that
 * fails otherwise confirms nothing, and the pages show no name rather than an unconfirmed one.
 */
export const sessionConfirmed = cache(async (): Promise<boolean> => {
  try {
    await getPolicies();
    return true;
  } catch (e) {
    unstable_rethrow(e);
    logFailure(e, 'session confirmation (the policy list)');
    return false;
  }
});

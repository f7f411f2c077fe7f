import { CODES } from '@portal/contracts';
import { fail, type Failure } from './failure';

/**
 * Where the payment gateway and the mandate provider send the payer back. The
 * core takes a return URL only on one of its portal's origins, so neither can
 * be made to bounce the insurer's customers to another site.
 */
export const RETURN_URL_REFUSED = 'The return URL is not an address of this portal.';

export function checkReturnUrl(url: string, portalOrigins: readonly string[]): Failure | null {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return fail(CODES.BAD_REQUEST, RETURN_URL_REFUSED);
  }
  return portalOrigins.includes(origin) ? null : fail(CODES.BAD_REQUEST, RETURN_URL_REFUSED);
}

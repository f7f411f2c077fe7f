import { z } from 'zod';
import { ENACH_SOURCE } from '@portal/contracts/enach';
import { UPI_SOURCE } from '@portal/contracts/upi';

/** The provider's ids cap at 64 characters in the status contract; longer values are not ours. */
const refId = z.string().trim().min(1).max(64);

/**
 * The query the provider returns with (SPEC §2): BILLDESK, or the payer's UPI app (UPI, issue 27 §3).
 * Another source, or a return without both ids, cannot be asked about: the page shows the
 * technical message.
 */
export const enachReturnSchema = z.object({
  enachSource: z.enum([ENACH_SOURCE, UPI_SOURCE]),
  customerRefId: refId,
  mandateTokenId: refId,
});

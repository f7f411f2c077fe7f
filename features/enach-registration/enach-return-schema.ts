import { z } from 'zod';
import { ENACH_SOURCE } from '@portal/contracts/enach';

/** The provider's ids cap at 64 characters in the status contract; longer values are not ours. */
const refId = z.string().trim().min(1).max(64);

/**
 * The query the provider returns with (SPEC §2). Only BILLDESK is a known source, and without
 * both ids the status cannot be asked for: either way the page shows the technical message.
 */
export const enachReturnSchema = z.object({
  enachSource: z.literal(ENACH_SOURCE),
  customerRefId: refId,
  mandateTokenId: refId,
});

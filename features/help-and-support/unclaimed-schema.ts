import { z } from 'zod';

/** What a claim names: the core's reference of one unclaimed amount (never a policy number). */
export const claimUnclaimedSchema = z.object({
  id: z.string().regex(/^UCA\d{10}$/, 'helpSupport.unclaimed.notFound'),
});
export type ClaimUnclaimedInput = z.infer<typeof claimUnclaimedSchema>;

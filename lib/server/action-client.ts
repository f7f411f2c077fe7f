import 'server-only';
import { createSafeActionClient } from 'next-safe-action';
import { z } from 'zod';
import { CODES } from '@portal/contracts';
import { GENERIC_ERROR } from '../constants';
import { FEATURES } from '../features';
import { getEnv } from './env';
import { PolicyNotFoundError, RefusedError, TechnicalError, UpstreamError } from './errors';
import { requireAuth } from './session';

/*
 * The one pipeline every server action runs through. Server actions are public endpoints: the
 * session is checked first, then the input against the action's zod schema, and whatever the
 * action throws becomes one message fit to show (SPEC §8), logged once under the action's name.
 * Next's redirect and notFound signals pass through untouched (next-safe-action rethrows them).
 */

const metadataSchema = z.object({
  /** names the action in the log line of every failure */
  actionName: z.string().min(1),
  /** the flag that closes the action together with its page */
  feature: z.enum(FEATURES).optional(),
  /** the action's own words where they differ from SPEC §8's defaults */
  wording: z
    .object({
      /** someone else's policy reads like this flow's own refusal, so nothing confirms it exists */
      notOwned: z.string(),
      /** the feature is switched off */
      closed: z.string(),
      /** no answer, or one that could not be read */
      technical: z.string(),
      /** anything else that failed */
      unexpected: z.string(),
    })
    .partial()
    .optional(),
});

export type ActionMetadata = z.infer<typeof metadataSchema>;

/** SPEC §8: the core's message, the technical-issue text, or 'Something went wrong'. */
export function failureMessage(error: Error, { wording = {} }: ActionMetadata): string {
  if (error instanceof RefusedError || error instanceof UpstreamError) return error.message;
  if (error instanceof PolicyNotFoundError) return wording.notOwned ?? error.message;
  if (error instanceof TechnicalError) return wording.technical ?? error.message;
  return wording.unexpected ?? GENERIC_ERROR;
}

/** The core's answers that refuse on its rules (a duplicate, an amount over the limit): not faults. */
const REFUSAL_CODES: ReadonlySet<number> = new Set([
  CODES.BAD_REQUEST,
  CODES.NOT_FOUND,
  CODES.UNPROCESSABLE,
  CODES.TOO_MANY,
  CODES.VALIDATION_FAILED,
]);

function logFailure(error: Error, { actionName }: ActionMetadata): void {
  // A refusal is an answer like any other; someone else's policy may be a probe worth noticing.
  if (error instanceof RefusedError) return;
  if (error instanceof UpstreamError && REFUSAL_CODES.has(error.code))
    return console.info(`${actionName}: refused by the core (${error.code})`);
  if (error instanceof PolicyNotFoundError) return console.warn(`${actionName}: policy not owned by the customer`);
  const detail = error instanceof TechnicalError ? error.detail : error.message;
  console.error(`${actionName} failed: ${error.name}: ${detail}`);
}

/** For the login steps, before there is a session. */
export const publicActionClient = createSafeActionClient({
  defineMetadataSchema: () => metadataSchema,
  handleServerError: (error, { metadata }) => {
    logFailure(error, metadata);
    return failureMessage(error, metadata);
  },
});

/**
 * Everything behind login. The session comes first, so an expired one goes to login before any
 * input is judged; a switched-off feature answers like a closed door. `ctx.auth` is the customer.
 */
export const authActionClient = publicActionClient.use(async ({ next, metadata }) => {
  const auth = await requireAuth();
  if (metadata.feature && !getEnv().features[metadata.feature]) {
    throw new RefusedError(metadata.wording?.closed ?? GENERIC_ERROR);
  }
  return next({ ctx: { auth } });
});

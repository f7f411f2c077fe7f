import 'server-only';
import { createSafeActionClient } from 'next-safe-action';
import { z } from 'zod';
import { CODES } from '@portal/contracts';
import { GENERIC_ERROR } from '../constants';
import { FEATURES } from '../features';
import { currentRequestId } from './current-request-id';
import { getEnv } from './env';
import { PolicyNotFoundError, RefusedError, TechnicalError, UpstreamError } from './errors';
import { describeError, log } from './log';
import { requireAuth } from './session';

/*
 * The one pipeline every server action runs through. Server actions are public endpoints: the
 * session is checked first, then the input against the action's zod schema, and whatever the
 * action throws becomes one message fit to show (SPEC §8). Each run writes one log line: the
 * action's name, its outcome, how long it took, the request's id. Next's redirect and notFound
 * signals pass through untouched (next-safe-action rethrows them).
 */

const metadataSchema = z.object({
  /** names the action in its log line */
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

type Outcome = 'ok' | 'invalid' | 'refused' | 'not-owned' | 'failed' | 'redirected' | 'not-found' | 'navigated';

interface Failure {
  outcome: Outcome;
  level: 'info' | 'warn' | 'error';
  fields: { error?: string; code?: number };
}

/** How a thrown error reads in the log: a refusal is an answer like any other, not a fault. */
export function failureOf(error: Error): Failure {
  if (error instanceof RefusedError) return { outcome: 'refused', level: 'info', fields: {} };
  if (error instanceof UpstreamError && REFUSAL_CODES.has(error.code)) {
    return { outcome: 'refused', level: 'info', fields: { code: error.code } };
  }
  // Someone else's policy may be a probe worth noticing.
  if (error instanceof PolicyNotFoundError) return { outcome: 'not-owned', level: 'warn', fields: {} };
  return { outcome: 'failed', level: 'error', fields: describeError(error) };
}

/**
 * One run of an action, for its log line: handleServerError notes there what failed. It travels in
 * the action's context, which next-safe-action hands on by reference to the middleware after and to
 * handleServerError (an AsyncLocalStorage would do too, but would cost every later request a little).
 */
class ActionRun {
  failure: Failure | undefined;
}

const NAVIGATION: Record<string, Outcome> = { redirect: 'redirected', notFound: 'not-found' };

/** For the login steps, before there is a session. */
export const publicActionClient = createSafeActionClient({
  defineMetadataSchema: () => metadataSchema,
  handleServerError: (error, { metadata, ctx }) => {
    const run = (ctx as { actionRun?: unknown }).actionRun;
    if (run instanceof ActionRun) run.failure = failureOf(error);
    return failureMessage(error, metadata);
  },
}).use(async ({ next, metadata }) => {
  const started = performance.now();
  const run = new ActionRun();
  const result = await next({ ctx: { actionRun: run } });
  let line: Failure = { outcome: 'ok', level: 'info', fields: {} };
  if (result.navigationKind) line = { ...line, outcome: NAVIGATION[result.navigationKind] ?? 'navigated' };
  else if (result.validationErrors !== undefined) line = { ...line, outcome: 'invalid' };
  else if (result.serverError !== undefined) line = run.failure ?? { ...line, outcome: 'refused' };
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const requestId = await currentRequestId();
  log[line.level](
    { kind: 'action', action: metadata.actionName, outcome: line.outcome, durationMs, requestId, ...line.fields },
    `${metadata.actionName} ${line.outcome}`,
  );
  return result;
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

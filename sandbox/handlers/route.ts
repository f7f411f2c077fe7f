import type { z } from 'zod';
import type { CallContract } from '@portal/contracts';
import type { Language } from '@portal/contracts/language';
import type { Db } from '../store/db';
import type { Insurer } from '../domain/documents';
import type { Failure } from '../domain/failure';
import type { Session } from '../domain/sessions';

/**
 * How a handler plugs into the server: it is bound to one contract, receives
 * the request already checked by `contract.request`, and its data is checked
 * by `contract.data` before it is sealed. Typing the handler from the contract
 * makes a drift between sandbox and portal a compile error first.
 */
export interface Settings {
  captchaToken: string;
  tokenTtlMs: number;
  /** where browsers reach the sandbox's own pages (payment gateway, mandate provider) */
  publicUrl: string;
  /** the portal's origins: the only ones a payer may be sent back to */
  returnOrigins: readonly string[];
  /** how many months before its due date a premium may be paid in advance (SANDBOX_ADVANCE_PREMIUM_MONTHS) */
  advancePremiumMonths: number;
  /** the insurer's particulars its documents print (INSURER_* variables) */
  insurer: Insurer;
  /** days within which a complaint must be resolved (SANDBOX_GRIEVANCE_RESOLUTION_DAYS) */
  grievanceResolutionDays: number;
  /** days the core promises an answer to a privacy rights request in (SANDBOX_PRIVACY_RESPONSE_DAYS) */
  privacyResponseDays?: number;
}

export interface Ctx {
  db: Db;
  /** epoch ms from the sandbox clock (tests may move it) */
  now: number;
  source: string;
  settings: Settings;
  /** the language of the page that made the call (Accept-Language): for this answer's messages and documents */
  language: Language;
}
export interface AuthedCtx extends Ctx {
  session: Session;
}

/** `code` on success is for calls with several data-carrying codes (contract.okCodes); 200 otherwise. */
export type Reply<D> = { ok: true; data: D; message?: string; code?: number } | Failure;

export const ok = <D>(data: D, message?: string, code?: number): Reply<D> => ({
  ok: true,
  data,
  ...(message ? { message } : {}),
  ...(code === undefined ? {} : { code }),
});

type AnyContract = CallContract<z.ZodType, z.ZodType>;
type Handler<C, X> =
  C extends CallContract<infer R, infer D> ? (req: z.output<R>, ctx: X) => Reply<z.input<D>> | Promise<Reply<z.input<D>>> : never;

export interface Route {
  contract: AnyContract;
  handle(req: unknown, ctx: Ctx): Reply<unknown> | Promise<Reply<unknown>>;
}

export function publicRoute<C extends AnyContract>(contract: C, handle: Handler<C, Ctx>): Route {
  if (contract.auth) throw new Error(`${contract.path} needs a token: use authedRoute`);
  return { contract, handle: handle as Route['handle'] };
}

export function authedRoute<C extends AnyContract>(contract: C, handle: Handler<C, AuthedCtx>): Route {
  if (!contract.auth) throw new Error(`${contract.path} is public: use publicRoute`);
  return { contract, handle: handle as Route['handle'] };
}

import { z } from 'zod';

/**
 * One upstream call: where it lives, whether it needs a bearer token, and the
 * zod shapes of what goes in (`request`) and what comes back in `data`.
 * The portal's gateway and the sandbox core both read these, so the two
 * sides of the wire are checked against the same definition.
 */
export interface CallContract<Req extends z.ZodType, Data extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  auth: boolean;
  request: Req;
  data: Data;
  /** Codes that carry `data` rather than an error; [200] unless the call says otherwise (SPEC §4 payment status). */
  okCodes?: readonly number[];
}

export function defineCall<Req extends z.ZodType, Data extends z.ZodType>(c: CallContract<Req, Data>): CallContract<Req, Data> {
  return c;
}

export type RequestOf<C> = C extends CallContract<infer R, z.ZodType> ? z.input<R> : never;
export type DataOf<C> = C extends CallContract<z.ZodType, infer D> ? z.output<D> : never;

/** The decrypted body of every response: `{code, message, data}`; code 200 is success. */
export const responseEnvelope = z.object({
  code: z.number().int(),
  message: z.string().default(''),
  data: z.unknown().optional(),
});
export type ResponseEnvelope = z.infer<typeof responseEnvelope>;

/** What travels on the wire in both directions. */
export const wireRequest = z.object({ requestData: z.string().min(1) });
export const wireResponse = z.object({ responseData: z.string().min(1) });

/** Response codes used by the core (SPEC §8). */
export const CODES = {
  OK: 200,
  ACCEPTED: 202,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  UNPROCESSABLE: 422,
  TOO_MANY: 429,
  VALIDATION_FAILED: 1003,
  AUTHORITY_UNAVAILABLE: 1004,
  /** the authority verified the OTP, but its record does not match the customer's: e-KYC cannot complete */
  EKYC_INCOMPLETE: 1005,
} as const;

/** Numbers travel as strings, as they do from the insurer's core. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);
/** The core's dates: DD/MM/YYYY. */
export const coreDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
export const policyNumber = z.string().regex(/^\d{8}$/);
/** A service request's number: 8 digits, no prefix (people read it as 'SR 12345678'). */
export const serviceRequestNumber = z.string().regex(/^\d{8}$/);

export const sessionOnly = z.object({ sessionId: z.string().min(1) });
export const policyRequest = z.object({
  sessionId: z.string().min(1),
  policyNumber,
});
export const okData = z.object({}).passthrough().nullable().optional();

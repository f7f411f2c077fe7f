/**
 * A refusal by one of the insurer's rules: the envelope code and the message
 * the customer reads. Rules return it rather than throw, so a handler can pass
 * it straight back as the reply.
 */
export type Failure = { ok: false; code: number; message: string };

export const fail = (code: number, message: string): Failure => ({ ok: false, code, message });

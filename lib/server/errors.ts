import { TECHNICAL_ERROR } from '../constants';

/**
 * The core answered with a code other than 200; `message` is the core's own, fit to show (already in
 * the customer's language), or the catalogue key of the technical-issue text when it sent none.
 */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message || TECHNICAL_ERROR);
    this.name = 'UpstreamError';
  }
}

/** No answer, a timeout, or an answer we could not decrypt or read. */
export class TechnicalError extends Error {
  constructor(readonly detail: string) {
    super(TECHNICAL_ERROR);
    this.name = 'TechnicalError';
  }
}

/** HTTP 401 from the core: the session is over. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired'); // i18n-ignore: the error's name in logs; routes word their own 401
    this.name = 'SessionExpiredError';
  }
}

/**
 * The portal refuses the request on its own rules (an ineligible policy, a broken form rule, a
 * closed feature); `message` is worded for the customer. A normal answer, not a fault.
 */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedError';
  }
}

/**
 * The policy number is not one of the signed-in customer's (or no policy number at all). Every
 * caller words it like its own "unknown policy", so it never confirms someone else's exists.
 */
export class PolicyNotFoundError extends Error {
  constructor() {
    super('errors.policyNotFound');
    this.name = 'PolicyNotFoundError';
  }
}

/** A message that is safe to show a customer, whatever was thrown. */
export function userMessage(error: unknown, fallback = TECHNICAL_ERROR): string {
  if (error instanceof UpstreamError || error instanceof TechnicalError) return error.message;
  return fallback;
}

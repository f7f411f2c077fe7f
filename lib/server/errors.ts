import { TECHNICAL_ERROR } from '../constants';

/** The core answered with a code other than 200; `message` is the core's own, fit to show. */
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
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

/** A message that is safe to show a customer, whatever was thrown. */
export function userMessage(error: unknown, fallback = TECHNICAL_ERROR): string {
  if (error instanceof UpstreamError || error instanceof TechnicalError) return error.message;
  return fallback;
}

import { GENERIC_ERROR } from '../constants';

/** What a failed action call leaves in next-safe-action's hook result (`action.result`, or `onError`'s `error`). */
export interface ActionFailure {
  serverError?: string;
  validationErrors?: unknown;
  /** the call never got an answer: offline, or a new release replaced the action */
  thrownError?: Error;
}

/**
 * The first message of next-safe-action's formatted validation errors. Keys keep the order the
 * schema raised its issues in, so this is the schema's first complaint, worded by the schema.
 */
export function firstValidationMessage(errors: unknown): string | null {
  if (errors === null || typeof errors !== 'object') return null;
  for (const [key, value] of Object.entries(errors)) {
    if (key === '_errors') {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
      continue;
    }
    const nested = firstValidationMessage(value);
    if (nested) return nested;
  }
  return null;
}

/**
 * A failed action in words fit to show: the server's message (already worded by the action
 * pipeline, lib/server/action-client.ts), else the schema's first complaint, else SPEC §8's
 * 'Something went wrong'.
 */
export function actionErrorMessage({ serverError, validationErrors }: ActionFailure): string {
  if (serverError) return serverError;
  return firstValidationMessage(validationErrors) ?? GENERIC_ERROR;
}

import { GENERIC_ERROR } from '../constants';

/** What every server action answers (next-safe-action): its data, or why not. */
interface ActionResult {
  data?: unknown;
  serverError?: string;
  validationErrors?: unknown;
}

export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

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

function isRedirect(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT');
}

/**
 * A server action's answer as one outcome for the screen. An action that redirects (to login, to
 * the payment gateway) has the browser leave the page: the outcome then never settles, so no
 * error flashes up on the way out. Wrap it around the loading overlay's track(), never inside it,
 * so the overlay still ends. A call that never reached the server (offline, a new deploy) fails
 * with 'Something went wrong'.
 */
export async function outcomeOf<R extends ActionResult>(call: Promise<R>): Promise<ActionOutcome<NonNullable<R['data']>>> {
  let result: R;
  try {
    result = await call;
  } catch (e) {
    if (isRedirect(e)) return new Promise(() => undefined);
    return { ok: false, message: GENERIC_ERROR };
  }
  if (result.serverError !== undefined) return { ok: false, message: result.serverError || GENERIC_ERROR };
  if (result.validationErrors !== undefined) {
    return { ok: false, message: firstValidationMessage(result.validationErrors) ?? GENERIC_ERROR };
  }
  return { ok: true, data: result.data as NonNullable<R['data']> };
}

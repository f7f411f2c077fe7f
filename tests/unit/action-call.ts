import { outcomeOf, type ActionOutcome } from '@/lib/client/action-outcome';

type Action<R> = (input: never) => Promise<R>;

/**
 * Calls a server action as any request could, tampered input included, and reads the answer
 * the way the screens do: `{ ok: true, data }` or `{ ok: false, message }`.
 */
export function callAction<R extends { data?: unknown; serverError?: string; validationErrors?: unknown }>(
  action: Action<R>,
  input: unknown,
): Promise<ActionOutcome<NonNullable<R['data']>>> {
  return outcomeOf(action(input as never));
}

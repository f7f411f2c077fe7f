import { actionErrorMessage } from '@/lib/client/action-error';

type Action<R> = (input: never) => Promise<R>;
type Result = { data?: unknown; serverError?: string; validationErrors?: unknown };

/**
 * Calls a server action as any request could, tampered input included, and reads its answer as
 * the screens do (lib/client/action-error.ts): `{ ok: true, data }` or `{ ok: false, message }`.
 */
export async function callAction<R extends Result>(
  action: Action<R>,
  input: unknown,
): Promise<{ ok: true; data: NonNullable<R['data']> } | { ok: false; message: string }> {
  const result = await action(input as never);
  if (result.serverError !== undefined || result.validationErrors !== undefined) {
    return { ok: false, message: actionErrorMessage(result) };
  }
  return { ok: true, data: result.data as NonNullable<R['data']> };
}

import { actionErrorMessage } from '@/lib/client/action-error';
import { isMessageKey } from '@/lib/i18n/message-key';
import { english } from './english-text';

type Action<R> = (input: never) => Promise<R>;
type Result = { data?: unknown; serverError?: string; validationErrors?: unknown };

/**
 * Calls a server action as any request could, tampered input included, and reads its answer as
 * the screens do (lib/client/action-error.ts): `{ ok: true, data }` or `{ ok: false, message }`, a
 * catalogue key worded in English as the screen words it.
 */
export async function callAction<R extends Result>(
  action: Action<R>,
  input: unknown,
): Promise<{ ok: true; data: NonNullable<R['data']> } | { ok: false; message: string }> {
  const result = await action(input as never);
  if (result.serverError !== undefined || result.validationErrors !== undefined) {
    const message = actionErrorMessage(result);
    return { ok: false, message: isMessageKey(message) ? english(message) : message };
  }
  return { ok: true, data: result.data as NonNullable<R['data']> };
}

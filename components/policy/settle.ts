import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { logFailure } from '@/lib/server/log';

export type Settled<T> = { ok: true; value: T } | { ok: false };

/**
 * Lets one section of a page fail on its own (an inline message) instead of taking the whole
 * page to the error boundary. notFound() and redirects (expired session) still propagate.
 */
export async function settle<T>(promise: Promise<T>, what: string): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (e) {
    unstable_rethrow(e);
    logFailure(e, what);
    return { ok: false };
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { parseJson, readBody, sendJson } from './body';

/**
 * The core's clock, which a browser test may move ahead (POST /__sandbox/clock) instead of
 * waiting for real time to pass: an OTP's resend wait, a token's or a link's expiry. Only ever
 * forward, as real time goes; a reset (POST /__sandbox/reset) puts it back to real time, so one
 * test's shift never reaches the next.
 */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  reset(): void;
}

export function shiftableClock(base: () => number): TestClock {
  let shift = 0;
  return {
    now: () => base() + shift,
    advance: (ms) => {
      shift += ms;
    },
    reset: () => {
      shift = 0;
    },
  };
}

/** A year at most: enough for any premium or policy date a test may want to reach. */
const clockBody = z
  .object({
    advanceMs: z
      .number()
      .int()
      .positive()
      .max(366 * 86_400_000),
  })
  .strict();

/** Answers POST /__sandbox/clock; false for any other path. The admin guard has already run. */
export async function handleClock(req: IncomingMessage, res: ServerResponse, url: URL, clock: TestClock): Promise<boolean> {
  if (req.method !== 'POST' || url.pathname !== '/__sandbox/clock') return false;
  const body = parseJson(await readBody(req));
  const parsed = clockBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) {
    sendJson(res, 400, { error: 'expected {"advanceMs":<milliseconds, positive>}' });
    return true;
  }
  clock.advance(parsed.data.advanceMs);
  sendJson(res, 200, { ok: true, now: clock.now() });
  return true;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { KeyRing } from '@portal/contracts/envelope';
import { describeRing, keyRingFromEnv } from '@portal/contracts/key-ring';
import { parseJson, readBody, sendJson } from './body';

/**
 * The core's envelope keys, which a tester may change while it runs (POST /__sandbox/keys): a real
 * core rotates its keys with a rolling restart of its own instances, which the one sandbox process
 * cannot do without refusing calls in between. Each call takes the ring as it is when it arrives.
 * A reset (POST /__sandbox/reset) puts back the keys the core started with.
 */
export interface TestKeys {
  ring: KeyRing;
  reset(): void;
}

export function changeableKeys(initial: KeyRing): TestKeys {
  const keys: TestKeys = {
    ring: initial,
    reset: () => {
      keys.ring = initial;
    },
  };
  return keys;
}

/** The same variables as at start: UPSTREAM_ENC_KEYS's text, or UPSTREAM_ENC_KEY's. */
const keysBody = z.union([z.object({ keys: z.string().min(1) }).strict(), z.object({ key: z.string().min(1) }).strict()]);

/** Answers GET and POST /__sandbox/keys (key ids only, never a key); false for any other path. The admin guard has already run. */
export async function handleKeys(req: IncomingMessage, res: ServerResponse, url: URL, keys: TestKeys): Promise<boolean> {
  if (url.pathname !== '/__sandbox/keys') return false;
  if (req.method === 'GET') {
    sendJson(res, 200, describeRing(keys.ring));
    return true;
  }
  if (req.method !== 'POST') return false;
  const body = parseJson(await readBody(req));
  const parsed = keysBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) {
    sendJson(res, 400, { error: 'expected {"keys":"kid:key,kid:key"} (the current first) or {"key":"<key>"}' });
    return true;
  }
  const given = parsed.data;
  try {
    const ring = keyRingFromEnv('keys' in given ? { UPSTREAM_ENC_KEYS: given.keys } : { UPSTREAM_ENC_KEY: given.key });
    if (!ring) throw new Error('no key given');
    keys.ring = ring;
  } catch (e) {
    sendJson(res, 400, { error: (e as Error).message });
    return true;
  }
  console.log(`sandbox: envelope keys now ${JSON.stringify(describeRing(keys.ring))}`);
  sendJson(res, 200, describeRing(keys.ring));
  return true;
}

import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { user } from '@portal/contracts';
import { envelopeKey, KeyRing, openWithKey, seal, type EnvelopeKey } from '@portal/contracts/envelope';
import { setEnv } from './portal-env';
import { standInCore } from './stand-in-core';

/* The gateway during a key rotation, against a stand-in core that answers under a key the test picks. */
vi.mock('@/lib/server/env', () => import('./portal-env'));

const a = envelopeKey(randomBytes(32), 'k2026a');
const b = envelopeKey(randomBytes(32), 'k2026b');
let coreRing = new KeyRing([b, a]);
/** how the core answers: under the key the request came in (as the sandbox does), or a fixed one */
let answerUnder: EnvelopeKey | Buffer | 'request' = 'request';
let seen: { kid: string | null; accept: string | undefined } | null = null;

const core = standInCore((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const opened = raw ? openWithKey(JSON.parse(raw).requestData, coreRing) : null;
    const accept = req.headers['accept-key-id'] as string | undefined;
    seen = { kid: opened?.kid ?? null, accept };
    const key = answerUnder !== 'request' ? answerUnder : (opened?.key ?? coreRing.find(accept) ?? coreRing.current);
    res.setHeader('Content-Type', 'application/json');
    const data = req.method === 'GET' ? [] : { verified: true };
    res.end(JSON.stringify({ responseData: seal({ code: 200, message: '', data }, key) }));
  });
});

const { callUpstream } = await import('@/lib/server/gateway');
const { TechnicalError } = await import('@/lib/server/errors');
const { notReadyReason } = await import('@/lib/server/readiness');

function portalWith(ring: KeyRing, coreKeys = new KeyRing([b, a])) {
  setEnv({ upstreamUrl: core.url(), envelopeKeys: ring, timeoutMs: 1_000 });
  coreRing = coreKeys;
  answerUnder = 'request';
  seen = null;
}
const verify = () => callUpstream(user.verifyRecaptcha, { token: 't' }, null);

describe('the gateway with a key ring', () => {
  it('seals under its current key and asks for answers under it', async () => {
    portalWith(new KeyRing([a, b]));
    expect(await verify()).toEqual({ verified: true });
    expect(seen).toEqual({ kid: 'k2026a', accept: 'k2026a' });
  });

  it('reads an answer under any key it holds, whichever the core’s current one is', async () => {
    portalWith(new KeyRing([b, a]));
    answerUnder = a;
    expect(await verify()).toEqual({ verified: true });
  });

  it('names the key it reads on a call without a body, so the core need not guess', async () => {
    portalWith(new KeyRing([a]));
    expect(await callUpstream(user.preloginBanners, {}, null)).toEqual([]);
    expect(seen).toEqual({ kid: null, accept: 'k2026a' });
  });

  it('refuses an answer under a key it does not hold, naming the kid in the detail the log gets', async () => {
    portalWith(new KeyRing([a]));
    answerUnder = b;
    const err = await verify().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TechnicalError);
    expect((err as InstanceType<typeof TechnicalError>).detail).toMatch(/unreadable response \(.*key id 'k2026b'/);
    expect(await notReadyReason()).toBe('the core answered, but its answer could not be opened');
  });

  it('with UPSTREAM_ENC_KEY alone sends no kid, and reads a core that names its keys or not', async () => {
    // The first rotation's first step: the core names the old key and holds the new one.
    portalWith(KeyRing.of(a.key), new KeyRing([a, b]));
    expect(await verify()).toEqual({ verified: true });
    expect(seen).toEqual({ kid: null, accept: undefined });
    answerUnder = a.key;
    expect(await verify()).toEqual({ verified: true });
  });
});

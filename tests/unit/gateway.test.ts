import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seal, open } from '@portal/contracts/envelope';
import { TECHNICAL_ERROR } from '@/lib/constants';

const key = randomBytes(32);
let server: Server;
let reply: (req: IncomingMessage, body: unknown, res: ServerResponse) => void;
let seen: { headers: IncomingMessage['headers']; body: unknown } | null = null;

const sealed = (res: ServerResponse, envelope: unknown, k = key) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ responseData: seal(envelope, k) }));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? open(JSON.parse(raw).requestData, key) : null;
      seen = { headers: req.headers, body };
      reply(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    UPSTREAM_URL: `http://127.0.0.1:${port}`,
    UPSTREAM_ENC_KEY: key.toString('base64url'),
    UPSTREAM_TIMEOUT_MS: '300',
    SESSION_SECRET: 'x'.repeat(40),
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = null;
});

const load = async () => {
  const { callUpstream } = await import('@/lib/server/gateway');
  const errors = await import('@/lib/server/errors');
  const { user, policy } = await import('@portal/contracts');
  return { callUpstream, ...errors, user, policy };
};

describe('upstream gateway', () => {
  it('encrypts the body, sends token and Source, and returns the checked data', async () => {
    const { callUpstream, user } = await load();
    reply = (_req, _body, res) =>
      sealed(res, {
        code: 200,
        message: 'ok',
        data: { id: '1', clientId: 'C1', firstname: 'A', surname: 'S', primaryMobileNo: '9876543210' },
      });
    const data = await callUpstream(user.profileDetails, { sessionId: 's-1' }, { accessToken: 'tok', source: 'APP' });
    expect(data.firstname).toBe('A');
    expect(seen?.body).toEqual({ sessionId: 's-1' });
    expect(seen?.headers.authorization).toBe('Bearer tok');
    expect(seen?.headers.source).toBe('APP');
  });

  it("names each call for the core's log with an X-Request-Id, a fresh one outside a customer's request", async () => {
    const { callUpstream, user } = await load();
    reply = (_req, _body, res) => sealed(res, { code: 200, message: '', data: { verified: true } });
    await callUpstream(user.verifyRecaptcha, { token: 't' }, null);
    const first = seen?.headers['x-request-id'];
    await callUpstream(user.verifyRecaptcha, { token: 't' }, null);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen?.headers['x-request-id']).not.toBe(first);
  });

  it('sends Source CP by default and no token before login', async () => {
    const { callUpstream, user } = await load();
    reply = (_req, _body, res) => sealed(res, { code: 200, message: '', data: { verified: true } });
    await callUpstream(user.verifyRecaptcha, { token: 't' }, null);
    expect(seen?.headers.source).toBe('CP');
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('turns a code other than 200 into the core’s message', async () => {
    const { callUpstream, user, UpstreamError } = await load();
    reply = (_req, _body, res) => sealed(res, { code: 400, message: 'Incorrect OTP. You have 4 attempts left.' });
    const err = await callUpstream(user.validateLoginOtp, { transactionId: 't', otp: '123456' }, null).catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err.message).toBe('Incorrect OTP. You have 4 attempts left.');
    expect(err.code).toBe(400);
  });

  it('ends the session on HTTP 401', async () => {
    const { callUpstream, user, SessionExpiredError } = await load();
    reply = (_req, _body, res) => {
      res.statusCode = 401;
      res.end('{}');
    };
    await expect(callUpstream(user.profileDetails, { sessionId: 's' }, { accessToken: 'old' })).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
  });

  const technical: Array<[string, (req: IncomingMessage, body: unknown, res: ServerResponse) => void]> = [
    ['an undecryptable body', (_q, _b, res) => sealed(res, { code: 200, data: {} }, randomBytes(32))],
    ['a non-JSON body', (_q, _b, res) => res.end('<html>bad gateway</html>')],
    [
      'HTTP 500',
      (_q, _b, res) => {
        res.statusCode = 500;
        res.end();
      },
    ],
    ['data that breaks the contract', (_q, _b, res) => sealed(res, { code: 200, message: '', data: { verified: 'yes' } })],
    ['no answer before the timeout', () => undefined],
  ];
  for (const [what, handler] of technical) {
    it(`shows the technical-issue message for ${what}`, async () => {
      const { callUpstream, user, TechnicalError } = await load();
      reply = handler;
      const err = await callUpstream(user.verifyRecaptcha, { token: 't' }, null).catch((e) => e);
      expect(err).toBeInstanceOf(TechnicalError);
      expect(err.message).toBe(TECHNICAL_ERROR);
    });
  }

  it('refuses to send a request that breaks its own contract', async () => {
    const { callUpstream, policy, TechnicalError } = await load();
    reply = () => {
      throw new Error('must not be called');
    };
    await expect(
      callUpstream(policy.getPolicyDetailsByPolicyNo, { sessionId: 's', policyNumber: '../etc' }, { accessToken: 't' }),
    ).rejects.toBeInstanceOf(TechnicalError);
    expect(seen).toBeNull();
  });
});

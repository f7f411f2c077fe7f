import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { GENERIC_ERROR as GENERIC_ERROR_KEY, TECHNICAL_ERROR as TECHNICAL_ERROR_KEY } from '@/lib/constants';
import { PolicyNotFoundError, RefusedError, TechnicalError, UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { english } from './english-text';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);
const TECHNICAL_ERROR = english(TECHNICAL_ERROR_KEY);

/*
 * The one server-action pipeline: session first, then the input, then the action; whatever it
 * throws becomes one message; every run writes one log line under the action's name, with its
 * outcome, duration and request id; Next's navigation passes through.
 */
let signedIn = true;
let fundSwitchOn = true;

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => {
    if (!signedIn) redirect('/login?expired=Y');
    return { sessionId: 'S1', clientId: 'C1', accessToken: 't', source: 'CP', embedded: false };
  },
}));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: { fundSwitch: fundSwitchOn } }) }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-request-id': 'req-7' }) }));

const { authActionClient, publicActionClient } = await import('@/lib/server/action-client');
const { log } = await import('@/lib/server/log');

let thrown: unknown;
const ran = vi.fn();
const input = z.object({ policyNo: z.string().regex(/^\d{8}$/, 'Please select a policy'), note: z.string().max(3, 'Too long') });

const failing = (wording?: Record<string, string>) =>
  authActionClient
    .metadata({ actionName: 'testAction', wording })
    .inputSchema(input)
    .action(async ({ ctx }) => {
      ran(ctx.auth.clientId);
      throw thrown;
    });

const valid = { policyNo: '10000001', note: 'ok' };

/** What the pipeline logged: one entry per line. */
const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
for (const level of ['info', 'warn', 'error'] as const) {
  vi.spyOn(log, level).mockImplementation(((fields: Record<string, unknown>, msg: string) => {
    lines.push({ level, fields, msg });
  }) as never);
}
const levels = () => lines.map((l) => l.level);

beforeEach(() => {
  signedIn = true;
  fundSwitchOn = true;
  ran.mockClear();
  lines.length = 0;
});

describe('each run writes one log line', () => {
  it("names the action, its outcome, how long it took and the request's id", async () => {
    const ok = publicActionClient.metadata({ actionName: 'okAction' }).action(async () => 'done');
    await callAction(ok, undefined);
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'okAction ok',
        fields: { kind: 'action', action: 'okAction', outcome: 'ok', durationMs: expect.any(Number), requestId: 'req-7' },
      },
    ]);
  });

  it('says the input was refused by its schema, without the input', async () => {
    await callAction(failing(), { policyNo: '9876543210', note: 'far too long' });
    expect(lines).toMatchObject([{ level: 'info', fields: { action: 'testAction', outcome: 'invalid' } }]);
    expect(JSON.stringify(lines)).not.toContain('9876543210');
  });

  it("names a failure by the error's type, never by its message, which may echo what the customer typed", async () => {
    thrown = new Error('No match for Aarav Sharma, 12 MG Road, aadhaar 234567890123');
    await callAction(failing(), valid);
    expect(lines).toMatchObject([{ level: 'error', fields: { outcome: 'failed', error: 'Error' } }]);
    expect(JSON.stringify(lines)).not.toMatch(/Aarav|MG Road|234567890123/);
  });
});

describe('the session comes first', () => {
  it('sends an expired session to login before the input is judged or the action runs', async () => {
    signedIn = false;
    await expect(failing()({ policyNo: 'x' } as never)).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;.*\/login\?expired=Y/),
    });
    expect(ran).not.toHaveBeenCalled();
  });

  it('hands the action the signed-in customer', async () => {
    thrown = new RefusedError('No.');
    await callAction(failing(), valid);
    expect(ran).toHaveBeenCalledWith('C1');
  });

  it('lets the login steps run without a session', async () => {
    signedIn = false;
    const login = publicActionClient.metadata({ actionName: 'loginAction' }).action(async () => 'sent');
    expect(await callAction(login, undefined)).toEqual({ ok: true, data: 'sent' });
  });
});

describe('the input is checked against the action’s schema', () => {
  it("answers with the schema's first complaint and never runs the action", async () => {
    expect(await callAction(failing(), { policyNo: '12', note: 'far too long' })).toEqual({
      ok: false,
      message: 'Please select a policy',
    });
    expect(await callAction(failing(), { policyNo: '10000001', note: 'far too long' })).toEqual({
      ok: false,
      message: 'Too long',
    });
    expect(ran).not.toHaveBeenCalled();
  });
});

describe('failures become one message (SPEC §8), logged once under the action’s name', () => {
  it.each<[string, unknown, string]>([
    [
      "the core's failure shows its own words",
      new UpstreamError('The identity authority is not answering.', 1004),
      'The identity authority is not answering.',
    ],
    ['no usable answer shows the technical-issue text', new TechnicalError('timeout'), TECHNICAL_ERROR],
    ['anything else shows Something went wrong', new Error('boom'), GENERIC_ERROR],
    ['a thrown non-error too', 'boom', GENERIC_ERROR],
  ])('%s', async (_what, error, message) => {
    thrown = error;
    expect(await callAction(failing(), valid)).toEqual({ ok: false, message });
    expect(lines).toMatchObject([
      { level: 'error', msg: 'testAction failed', fields: { action: 'testAction', outcome: 'failed' } },
    ]);
  });

  it("shows the core's refusal in its own words and notes it without an error (a duplicate is an answer, not a fault)", async () => {
    thrown = new UpstreamError('You have already raised this request.', 400);
    expect(await callAction(failing(), valid)).toEqual({ ok: false, message: 'You have already raised this request.' });
    expect(lines).toMatchObject([{ level: 'info', fields: { outcome: 'refused', code: 400 } }]);
    expect(JSON.stringify(lines)).not.toContain('already raised');
  });

  it('logs the technical detail, never shown to the customer', async () => {
    thrown = new TechnicalError('/policy/api/v1/x: HTTP 502');
    await callAction(failing(), valid);
    expect(lines[0]?.fields.error).toBe('TechnicalError: /policy/api/v1/x: HTTP 502');
  });

  it('uses the action’s own wording where it differs', async () => {
    const worded = failing({ technical: GENERIC_ERROR, unexpected: TECHNICAL_ERROR, notOwned: 'Not available.' });
    thrown = new TechnicalError('timeout');
    expect(await callAction(worded, valid)).toEqual({ ok: false, message: GENERIC_ERROR });
    thrown = new Error('boom');
    expect(await callAction(worded, valid)).toEqual({ ok: false, message: TECHNICAL_ERROR });
    thrown = new PolicyNotFoundError();
    expect(await callAction(worded, valid)).toEqual({ ok: false, message: 'Not available.' });
    thrown = new UpstreamError('Fund switch is closed today.', 400);
    expect(await callAction(worded, valid)).toEqual({ ok: false, message: 'Fund switch is closed today.' });
  });

  it('words someone else’s policy as not found by default, and notes it without an error', async () => {
    thrown = new PolicyNotFoundError();
    expect(await callAction(failing(), valid)).toEqual({ ok: false, message: english('errors.policyNotFound') });
    expect(lines).toMatchObject([{ level: 'warn', fields: { outcome: 'not-owned' } }]);
  });

  it('passes a refusal on as it is, without logging it as a fault', async () => {
    thrown = new RefusedError('Please Accept Terms and Conditions.');
    expect(await callAction(failing(), valid)).toEqual({ ok: false, message: 'Please Accept Terms and Conditions.' });
    expect(levels()).toEqual(['info']);
    expect(lines[0]?.fields.outcome).toBe('refused');
  });
});

describe('a switched-off feature', () => {
  const flagged = (closed?: string) =>
    authActionClient
      .metadata({ actionName: 'flaggedAction', feature: 'fundSwitch', wording: closed ? { closed } : undefined })
      .action(async () => {
        ran();
        return 'done';
      });

  it('closes the action before it runs', async () => {
    fundSwitchOn = false;
    expect(await callAction(flagged(), undefined)).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(await callAction(flagged('Not available.'), undefined)).toEqual({ ok: false, message: 'Not available.' });
    expect(ran).not.toHaveBeenCalled();
    fundSwitchOn = true;
    expect(await callAction(flagged(), undefined)).toEqual({ ok: true, data: 'done' });
  });
});

describe("Next's navigation passes through untouched", () => {
  it('rethrows a redirect from the action (e.g. to the payment gateway or after login)', async () => {
    const leaving = authActionClient
      .metadata({ actionName: 'leavingAction' })
      .action(async () => redirect('https://pay.example/checkout'));
    await expect(leaving()).rejects.toMatchObject({ digest: expect.stringContaining('https://pay.example/checkout') });
    expect(lines).toMatchObject([{ level: 'info', fields: { action: 'leavingAction', outcome: 'redirected' } }]);
  });

  it('rethrows notFound()', async () => {
    const missing = authActionClient.metadata({ actionName: 'missingAction' }).action(async () => notFound());
    await expect(missing()).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });
});

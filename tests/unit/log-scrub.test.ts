import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/server/log';
import { scrubLine, scrubText } from '@/lib/server/log-scrub';

/*
 * The last line of defence: whatever reaches a log line, a customer's mobile number, OTP, Aadhaar,
 * PAN, email or account number leaves it masked, and the line stays JSON an operator's tools read.
 */

/** A logger as the portal's, writing into an array. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { log: createLogger(sink, 'info'), lines, raw };
}

describe('scrubText', () => {
  it.each([
    ['a mobile number', 'call 9876543210 now', 'call [number] now'],
    ['a mobile number with its country code', '+91 98765 43210', '+[number]'],
    ['an OTP', 'otp 123456', 'otp [number]'],
    ['an Aadhaar number in fours', 'aadhaar 2345 6789 0123 given', 'aadhaar [number] given'],
    ['an account number with hyphens', 'a/c 1234-5678-9012-34', 'a/c [number]'],
    ['a PAN', 'pan ABCDE1234F on file', 'pan [pan] on file'],
    ['a PAN typed in lower case', 'abcde1234f', '[pan]'],
    ['an email', 'mail aarav.sharma+kyc@example.co.in today', 'mail [email] today'],
  ])('masks %s', (_what, text, masked) => {
    expect(scrubText(text)).toBe(masked);
  });

  it('leaves short numbers, route patterns and codes alone', () => {
    const text = 'POST /policy/api/v1/getPolicyDetailsByPolicyNo 200 code=1004 in 12.5 ms /policy-details/[id]';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubLine', () => {
  it('masks string values, nested ones and keys, and keeps the line JSON', () => {
    const line = JSON.stringify({
      msg: 'verify for 9876543210 failed',
      detail: { email: 'priya@example.com', list: ['ABCDE1234F', 'ok'] },
      '9123456780': 'a key',
    });
    const out = JSON.parse(scrubLine(line));
    expect(out).toEqual({
      msg: 'verify for [number] failed',
      detail: { email: '[email]', list: ['[pan]', 'ok'] },
      '[number]': 'a key',
    });
  });

  it('turns a bare number of six or more digits into a string, and keeps small ones as numbers', () => {
    const out = JSON.parse(scrubLine(JSON.stringify({ mobile: 9876543210, status: 503, durationMs: 12.5, code: 1004 })));
    expect(out).toEqual({ mobile: '[number]', status: 503, durationMs: 12.5, code: 1004 });
  });

  it('keeps the ids and the time whole, even when they hold a run of digits', () => {
    const fields = {
      time: '2026-01-02T10:11:12.123Z',
      requestId: '12345678-1234-4123-8123-123456789012',
      traceId: '00000000000000001234567890123456',
      spanId: '1234567890123456',
    };
    expect(JSON.parse(scrubLine(JSON.stringify(fields)))).toEqual(fields);
  });

  it('never cuts a JSON escape in half', () => {
    const line = JSON.stringify({ msg: '\u0010123456 and "quoted 123456"' });
    expect(JSON.parse(scrubLine(line))).toEqual({ msg: '\u0010[number] and "quoted [number]"' });
  });
});

describe("the portal's logger", () => {
  it('writes JSON lines with the level by name, and scrubs every one', () => {
    const { log, lines, raw } = capture();
    log.info({ kind: 'request', route: '/login', status: 200 }, 'OTP 482913 sent to 9876543210');
    log.error({ err: new Error('aadhaar 234567890123 rejected for aarav@example.com') }, 'failed');
    expect(lines[0]).toMatchObject({
      level: 'info',
      service: 'portal',
      route: '/login',
      status: 200,
      msg: 'OTP [number] sent to [number]',
    });
    expect(raw.join('\n')).not.toMatch(/482913|9876543210|234567890123|aarav@example\.com/);
    expect(lines).toHaveLength(2);
  });
});

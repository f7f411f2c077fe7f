import type { z } from 'zod';
import { DEFAULT_SOURCE } from '@portal/contracts/constants';
import { type CallContract, type DataOf, type RequestOf, responseEnvelope, user, wireResponse } from '@portal/contracts';
import { open, seal } from '@portal/contracts/envelope';
import { LANGUAGE_HEADER } from '@portal/contracts/language';
import type { OutboxMessage } from '../../store/outbox';

/**
 * A minimal caller of the sandbox over real HTTP and the real envelope, for
 * tests and scripts. It deliberately does not share code with the portal's
 * gateway, so tests through it check the wire format, not one implementation.
 */
type AnyContract = CallContract<z.ZodType, z.ZodType>;

export interface CallResult<D> {
  status: number;
  /** the decrypted envelope when the answer was HTTP 200 */
  envelope?: { code: number; message: string; data?: D };
  /** the plain JSON body otherwise */
  body?: unknown;
}

export interface CallOptions {
  token?: string;
  /** null sends no Source header at all */
  source?: string | null;
  /** the page's language, as the portal's gateway sends it (Accept-Language); none: the core's default */
  language?: string;
}

export interface LoginTokens {
  sessionId: string;
  clientId: string;
  accessToken: string;
  refreshToken: string;
}

export function sandboxClient(baseUrl: string, key: Buffer, captchaToken = 'sandbox-captcha-ok') {
  async function call<C extends AnyContract>(
    contract: C,
    request?: RequestOf<C>,
    opts: CallOptions = {},
  ): Promise<CallResult<DataOf<C>>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const source = opts.source === undefined ? DEFAULT_SOURCE : opts.source;
    if (source !== null) headers.Source = source;
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.language) headers[LANGUAGE_HEADER] = opts.language;
    const res = await fetch(`${baseUrl}${contract.path}`, {
      method: contract.method,
      headers,
      ...(contract.method === 'POST' ? { body: JSON.stringify({ requestData: seal(request ?? {}, key) }) } : {}),
    });
    const body: unknown = await res.json();
    if (res.status !== 200) return { status: res.status, body };
    const envelope = responseEnvelope.parse(open(wireResponse.parse(body).responseData, key));
    return { status: 200, envelope: envelope as CallResult<DataOf<C>>['envelope'] };
  }

  async function outbox(): Promise<OutboxMessage[]> {
    return (await fetch(`${baseUrl}/outbox.json`)).json() as Promise<OutboxMessage[]>;
  }

  /** The newest OTP sent to a mobile number, read as a tester would from the outbox. */
  async function latestOtp(mobile: string): Promise<string> {
    const otp = (await outbox()).find((m) => m.to === mobile && m.otp)?.otp;
    if (!otp) throw new Error(`no OTP in the outbox for ${mobile}`);
    return otp;
  }

  /** POST to a /__sandbox/ test hook. */
  const admin = (path: string, body: unknown = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Lifts the OTP limits for a number and an address, or all of them, as a back office would. */
  const clearOtpLimits = async (body: { mobile?: string; clientIp?: string } = {}) => {
    const res = await admin('/__sandbox/otp-limits/clear', body);
    if (res.status !== 200) throw new Error(`clearing OTP limits failed: ${res.status}`);
  };

  /** Logs in through the OTP flow, first lifting the number's OTP limits (tests log in often). */
  async function login(loginId: string, mobile = loginId): Promise<LoginTokens> {
    await clearOtpLimits({ mobile });
    const gen = await call(user.generateLoginOtp, { loginId, captchaToken });
    if (gen.envelope?.code !== 200) throw new Error(`OTP generation failed: ${JSON.stringify(gen)}`);
    const { transactionId } = gen.envelope.data as DataOf<typeof user.generateLoginOtp>;
    const val = await call(user.validateLoginOtp, { transactionId, otp: await latestOtp(mobile) });
    if (val.envelope?.code !== 200) throw new Error(`OTP validation failed: ${JSON.stringify(val)}`);
    return val.envelope.data as LoginTokens;
  }

  return { call, outbox, latestOtp, login, admin, clearOtpLimits, captchaToken };
}

import type { SingleInputActionFn } from 'next-safe-action/hooks';
import type { z } from 'zod';

/** What the core answers when it sends an OTP, whichever call sent it. */
export interface OtpSent {
  transactionId: string;
  maskedMobile: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * One call of an OTP exchange in the shape next-safe-action's hooks take: a server action from
 * lib/server/action-client.ts, given what this exchange's call needs. Only the input's type is
 * read from the schema parameter.
 */
export type OtpCall<Input, Data> = SingleInputActionFn<string, z.ZodType<unknown, Input>, unknown, Data>;

/**
 * How one kind of OTP is sent and checked. The OTP dialog's state, texts and limits are the same
 * for every kind (SPEC §4 "OTP dialog"); only these two calls differ: the service-request OTP of
 * fund switch and redirection (./sr-otp-modal.tsx), and the contact OTP of profile changes
 * (./contact-otp-channel.ts).
 */
export interface OtpChannel {
  /** Sends the OTP; with the earlier transactionId it is a resend of the same one. */
  send: OtpCall<string | undefined, OtpSent>;
  /** Checks it; the token goes with the request the OTP confirms. */
  verify: OtpCall<{ transactionId: string; otp: string }, { srRequestToken: string }>;
}

/** SPEC §8's 'OTP generated succesfully' (its spelling, kept as written), as a key every toast words. */
export const OTP_SENT_MESSAGE = 'shellClient.otpSent';

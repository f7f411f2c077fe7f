import type { ActionOutcome } from '@/lib/client/action-outcome';

/** What the core answers when it sends an OTP, whichever call sent it. */
export interface OtpSent {
  transactionId: string;
  maskedMobile: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * How one kind of OTP is sent and checked. The OTP dialog's state, texts and limits are the same
 * for every kind (SPEC §4 "OTP dialog"); only these two calls differ: the service-request OTP of
 * fund switch and redirection (./sr-otp-modal.tsx), and the contact OTP of profile changes
 * (./contact-otp-channel.ts).
 */
export interface OtpChannel {
  /** Sends the OTP; with the earlier transactionId it is a resend of the same one. */
  send: (transactionId?: string) => Promise<ActionOutcome<OtpSent>>;
  /** Checks it; the token goes with the request the OTP confirms. */
  verify: (transactionId: string, otp: string) => Promise<ActionOutcome<{ srRequestToken: string }>>;
}

export const OTP_SENT_MESSAGE = 'OTP generated succesfully'; // SPEC §8 spelling, kept as written

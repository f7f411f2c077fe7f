import { useAction } from 'next-safe-action/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { GENERIC_ERROR } from '@/lib/constants';
import { checkOtp } from '@/lib/otp-rules';
import { OTP_SENT_MESSAGE, type OtpChannel, type OtpSent } from './otp-channel';

export interface OtpFlowOptions {
  channel: OtpChannel;
  /** The OTP was accepted; submit the request with this token. The form stays busy until it settles. */
  onVerified: (srRequestToken: string) => void | Promise<void>;
  /**
   * The OTP could not be sent, or something unexpected failed: the screen decides what follows.
   * Without it the message shows in the form.
   */
  onFailure?: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * State of one OTP exchange. It lives in the form, which mounts only while its dialog or step is
 * shown, so closing resets everything (SPEC §4 "OTP dialog"). Mounting sends the OTP. Answers
 * that arrive after the form has gone are dropped, as the hooks' callbacks no longer run.
 */
export function useOtp({ channel, onVerified, onFailure, onBusyChange }: OtpFlowOptions) {
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [timerKey, setTimerKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  // Screens build their channel afresh on every render; the hooks get one call each for the
  // form's life, which goes through the newest channel.
  const latest = useRef({ channel, onBusyChange });
  useEffect(() => {
    latest.current = { channel, onBusyChange };
  });
  const sendCall = useCallback<OtpChannel['send']>((transactionId) => latest.current.channel.send(transactionId), []);
  const verifyCall = useCallback<OtpChannel['verify']>((input) => latest.current.channel.verify(input), []);

  const fail = (message: string) => (onFailure ? onFailure(message) : setServerError(message));

  // The first send has no transactionId; a resend names the OTP it repeats.
  const sending = useAction(sendCall, {
    onExecute: () => setServerError(null),
    onSuccess: ({ data, input: resendOf }) => {
      setSent(data);
      if (resendOf) {
        setOtp('');
        setOtpError(null);
        setTimerKey((k) => k + 1);
      }
      notify('success', OTP_SENT_MESSAGE);
    },
    // A refused resend (e.g. too many) leaves the first OTP usable, so it is shown here, not escalated.
    onError: ({ error, input: resendOf }) => (resendOf ? setServerError : fail)(actionErrorMessage(error)),
  });

  const verifying = useAction(verifyCall, {
    onExecute: () => setServerError(null),
    // Wrong, expired or locked OTP: the core's message, and the customer may try again.
    onError: ({ error }) => setServerError(actionErrorMessage(error)),
    onSuccess: async ({ data }) => {
      setSubmitting(true);
      try {
        await onVerified(data.srRequestToken);
      } catch {
        fail(GENERIC_ERROR);
      } finally {
        setSubmitting(false);
      }
    },
  });
  // A redirect (an expired session) keeps the form busy until the page goes.
  const busy = verifying.isPending || verifying.hasNavigated || submitting;

  // The screen hears of busy spells, and of their end even when the form goes first.
  useEffect(() => {
    if (!busy) return;
    const report = latest.current.onBusyChange;
    report(true);
    return () => report(false);
  }, [busy]);

  const { execute: sendOtp, executeAsync: resendOtp } = sending;
  const started = useRef(false);
  useEffect(() => {
    // Once per mount: StrictMode's second run must not send a second SMS.
    if (started.current) return;
    started.current = true;
    sendOtp(undefined);
  }, [sendOtp]);

  const verify = () => {
    if (!sent || busy) return;
    const invalid = checkOtp(otp);
    setOtpError(invalid);
    if (invalid) setServerError(null);
    else verifying.execute({ transactionId: sent.transactionId, otp });
  };

  return {
    sent,
    sendFailed: !sent && sending.hasErrored,
    otp,
    setOtp,
    otpError,
    serverError,
    timerKey,
    verifying: busy,
    send: () => sendOtp(undefined),
    // Settles when the resend does, so the resend button spins meanwhile; the outcome is the hook's.
    resend: () => (sent ? resendOtp(sent.transactionId).then(noop, noop) : undefined),
    verify,
  };
}

const noop = () => undefined;

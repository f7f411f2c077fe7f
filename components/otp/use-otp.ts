import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * shown, so closing resets everything (SPEC §4 "OTP dialog"). Mounting sends the OTP.
 */
export function useOtp(options: OtpFlowOptions) {
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [timerKey, setTimerKey] = useState(0);
  const [verifying, setVerifying] = useState(false);
  // The latest callbacks, so an answer arriving after a re-render uses the screen's current ones.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Answers that arrive after the form unmounted are dropped; `started` stops StrictMode's
  // second effect run from sending a second SMS.
  const live = useRef(true);
  const started = useRef(false);

  const fail = (message: string) => {
    const { onFailure } = latest.current;
    if (onFailure) onFailure(message);
    else setServerError(message);
  };

  const send = async () => {
    setSendFailed(false);
    setServerError(null);
    const result = await latest.current.channel.send();
    if (!live.current) return;
    if (!result.ok) {
      setSendFailed(true);
      fail(result.message);
      return;
    }
    setSent(result.data);
    notify('success', OTP_SENT_MESSAGE);
  };

  useEffect(() => {
    live.current = true;
    if (!started.current) {
      started.current = true;
      void send();
    }
    return () => {
      live.current = false;
    };
    // Once per mount; later prop changes must not send another OTP.
  }, []);

  const resend = async () => {
    if (!sent) return;
    setServerError(null);
    const result = await latest.current.channel.send(sent.transactionId);
    if (!live.current) return;
    // A refused resend (e.g. too many) leaves the first OTP usable, so it is shown here, not escalated.
    if (!result.ok) return setServerError(result.message);
    setSent(result.data);
    setOtp('');
    setOtpError(null);
    setTimerKey((k) => k + 1);
    notify('success', OTP_SENT_MESSAGE);
  };

  const verify = async () => {
    if (!sent || verifying) return;
    setServerError(null);
    const invalid = checkOtp(otp);
    setOtpError(invalid);
    if (invalid) return;
    const { channel, onVerified, onBusyChange } = latest.current;
    setVerifying(true);
    onBusyChange(true);
    try {
      const result = await channel.verify(sent.transactionId, otp);
      if (!live.current) return;
      // Wrong, expired or locked OTP: the core's message, and the customer may try again.
      if (!result.ok) return setServerError(result.message);
      await onVerified(result.data.srRequestToken);
    } catch {
      if (live.current) fail(GENERIC_ERROR);
    } finally {
      onBusyChange(false);
      if (live.current) setVerifying(false);
    }
  };

  return { sent, sendFailed, otp, setOtp, otpError, serverError, timerKey, verifying, send, resend, verify };
}

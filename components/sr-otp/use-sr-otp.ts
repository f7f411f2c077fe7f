import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import { GENERIC_ERROR } from '@/lib/constants';
import { checkOtp } from '@/lib/schemas/login-rules';
import { sendSrOtpAction, verifySrOtpAction } from './actions';
import type { SrOtpModalProps } from './sr-otp-modal';

export const OTP_SENT_MESSAGE = 'OTP generated succesfully'; // SPEC §8 spelling, kept as written

type Sent = NonNullable<Awaited<ReturnType<typeof sendSrOtpAction>>['data']>;
type Options = Pick<SrOtpModalProps, 'policyNumber' | 'srRequestType' | 'onVerified' | 'onFailure'> & {
  onBusyChange: (busy: boolean) => void;
};

/**
 * State of one opening of the OTP modal. It lives in the modal's content, which mounts only while
 * the modal is open, so closing it resets everything (SPEC §4 "OTP dialog").
 */
export function useSrOtp(options: Options) {
  const [sent, setSent] = useState<Sent | null>(null);
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
  // Answers that arrive after the modal closed are dropped; `started` stops StrictMode's
  // second effect run from sending a second SMS.
  const live = useRef(true);
  const started = useRef(false);

  const fail = (message: string) => {
    const { onFailure } = latest.current;
    if (onFailure) onFailure(message);
    else setServerError(message);
  };

  const send = async () => {
    const { policyNumber, srRequestType } = latest.current;
    setSendFailed(false);
    setServerError(null);
    const result = await outcomeOf(sendSrOtpAction({ policyNumber, srRequestType }));
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
    // Once per opening; later prop changes must not send another OTP.
  }, []);

  const resend = async () => {
    if (!sent) return;
    const { policyNumber, srRequestType } = latest.current;
    setServerError(null);
    const result = await outcomeOf(sendSrOtpAction({ policyNumber, srRequestType, transactionId: sent.transactionId }));
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
    const { policyNumber, srRequestType, onVerified, onBusyChange } = latest.current;
    setVerifying(true);
    onBusyChange(true);
    try {
      const result = await outcomeOf(verifySrOtpAction({ policyNumber, srRequestType, transactionId: sent.transactionId, otp }));
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

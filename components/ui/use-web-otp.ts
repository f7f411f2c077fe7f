import { useEffect, useRef } from 'react';

/** The WebOTP API's parts TypeScript's DOM library does not describe yet. */
interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: ['sms'] };
}
interface OtpCredential extends Credential {
  code: string;
}

/**
 * Where the browser has the WebOTP API (Chrome on Android), reads the code from the SMS as it
 * arrives, after the customer allows it once, and hands it to `onCode`. It listens while the
 * calling field is mounted: a field remounted for a resend listens for the new SMS.
 */
export function useWebOtp(onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal: abort.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      // Aborted when the field goes, or declined by the customer: the code is typed instead.
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
}

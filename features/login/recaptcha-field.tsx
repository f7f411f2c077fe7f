import Script from 'next/script';

declare global {
  interface Window {
    grecaptcha?: { getResponse: () => string };
  }
}

/** Only rendered when a real reCAPTCHA site key is configured; the sandbox uses a test token instead. */
export function RecaptchaField({ siteKey }: { siteKey: string }) {
  return (
    <>
      <Script src="https://www.google.com/recaptcha/api.js" strategy="afterInteractive" />
      <div className="g-recaptcha" data-sitekey={siteKey} />
    </>
  );
}

export function readRecaptchaToken(): string | undefined {
  return window.grecaptcha?.getResponse() || undefined;
}

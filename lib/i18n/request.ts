import { getRequestConfig } from 'next-intl/server';
import { getRequestLanguage } from '../server/request-language';

/**
 * next-intl's configuration for each request: the language is the one the customer chose on this
 * browser (the `lang` cookie, set by the switch, at sign-in from the profile, or by the host app's
 * hand-off), otherwise SPEC's English. No language in the URL: the links in SMS and email, the
 * host app's and the gateway's return addresses all stay as they are (docs/decisions.md).
 */
export default getRequestConfig(async ({ locale: asked }) => {
  // `asked`: a caller that wants another language's texts (the switch names each in its own).
  const locale = asked ?? (await getRequestLanguage());
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // Dates are India's whatever the server's zone (the core's dates are India's calendar days).
    timeZone: 'Asia/Kolkata',
  };
});

import type { Metadata } from 'next';
import { InfoBanner } from '@/components/ui/info-banner';
import { LoginFlow } from '@/features/login/login-flow';
import { LoginBanners } from '@/features/login/login-banners';
import { landingSentence } from '@/features/login/landing';
import { getEnv } from '@/lib/server/env';
import { getLoginBanners } from '@/lib/server/data/profile';
import { getPendingLogin } from '@/lib/server/session';
import { safeReturnTo } from '@/lib/session-rules';

export const metadata: Metadata = { title: 'Login' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  // A refresh during the OTP step keeps the step and the remaining resend time.
  const [pending, banners] = await Promise.all([getPendingLogin(), getLoginBanners()]);
  const returnTo = safeReturnTo(first(params.return_to));
  const landing = landingSentence(returnTo);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 desk:grid-cols-[1fr_26rem] desk:py-12">
      <section aria-labelledby="login-heading" className="order-1 rounded-2xl bg-white p-6 shadow-sm desk:order-2 desk:p-8">
        <h1 id="login-heading" className="text-2xl font-semibold text-ink-900">
          Login to your account
        </h1>
        {first(params.expired) === 'Y' && (
          <div className="mt-4">
            <InfoBanner tone="warning" title="Session expired">
              Your session has expired. Please login again to continue.
            </InfoBanner>
          </div>
        )}
        {first(params.handoff) === 'failed' && (
          <div className="mt-4">
            <InfoBanner tone="error" title="Could not open from the app">
              The link from the app has expired or is not valid. Please login to continue.
            </InfoBanner>
          </div>
        )}
        {landing && <p className="mt-3 text-ink-700">{landing}</p>}
        <LoginFlow returnTo={returnTo} recaptchaSiteKey={getEnv().recaptchaSiteKey} pending={pending} />
      </section>
      <LoginBanners banners={banners} />
    </div>
  );
}

import type { Metadata } from 'next';
import { InfoBanner } from '@/components/ui/info-banner';
import { LoginFlow } from '@/features/login/login-flow';
import { LoginBanners } from '@/features/login/login-banners';
import { LoginTrust } from '@/features/login/login-trust';
import { landingSentence } from '@/features/login/landing';
import { getBrand } from '@/lib/server/brand';
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

  const brand = getBrand();

  // The card comes first in the page, so a phone shows it first; from `desk` it sits on the right.
  return (
    <div className="mx-auto grid w-full max-w-5xl items-start gap-6 px-4 py-6 desk:grid-cols-[1fr_26rem] desk:gap-10 desk:py-12">
      <section
        aria-labelledby="login-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 desk:col-start-2 desk:row-start-1 desk:p-8"
      >
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
        <LoginTrust brand={brand} />
      </section>
      <div className="grid gap-4 desk:col-start-1 desk:row-start-1">
        <div>
          <p className="text-xl font-semibold text-brand-800 desk:text-2xl">Welcome to {brand.shortName}</p>
          <p className="mt-1 text-ink-700">
            See your policies, pay premiums, update your details and raise requests, all in one place.
          </p>
        </div>
        <LoginBanners banners={banners} />
      </div>
    </div>
  );
}

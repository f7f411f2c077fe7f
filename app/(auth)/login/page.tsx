import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  // A refresh during the OTP step keeps the step and the remaining resend time.
  const [pending, banners] = await Promise.all([getPendingLogin(), getLoginBanners()]);
  const returnTo = safeReturnTo(first(params.return_to));
  const [t, tNav] = await Promise.all([getTranslations('login'), getTranslations('shell.nav')]);
  const landing = landingSentence(returnTo, {
    sentence: (place) => t('landing', { place }),
    place: (key, policy) => t(`places.${key}`, { policy: policy ?? '' }),
    page: (key) => tNav(key),
  });

  const brand = getBrand();

  // The card comes first in the page, so a phone shows it first; from `desk` it sits on the right.
  return (
    <div className="mx-auto grid w-full max-w-5xl items-start gap-6 px-4 py-6 desk:grid-cols-[1fr_26rem] desk:gap-10 desk:py-12">
      <section
        aria-labelledby="login-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 desk:col-start-2 desk:row-start-1 desk:p-8"
      >
        <h1 id="login-heading" className="text-2xl font-semibold text-ink-900">
          {t('heading')}
        </h1>
        {first(params.expired) === 'Y' && (
          <div className="mt-4">
            <InfoBanner tone="warning" title={t('expiredTitle')}>
              {t('expiredBody')}
            </InfoBanner>
          </div>
        )}
        {first(params.handoff) === 'failed' && (
          <div className="mt-4">
            <InfoBanner tone="error" title={t('handoffTitle')}>
              {t('handoffBody')}
            </InfoBanner>
          </div>
        )}
        {landing && <p className="mt-3 text-ink-700">{landing}</p>}
        {/* The login's own words, the OTP step's and the field messages: the login page's tightest budget. */}
        <ClientMessages namespaces={['loginForm', 'otp', 'validation']}>
          <LoginFlow returnTo={returnTo} recaptchaSiteKey={getEnv().recaptchaSiteKey} pending={pending} />
        </ClientMessages>
        <LoginTrust brand={brand} />
      </section>
      <div className="grid gap-4 desk:col-start-1 desk:row-start-1">
        <div>
          <p className="text-xl font-semibold text-brand-800 desk:text-2xl">{t('welcome', { brand: brand.shortName })}</p>
          <p className="mt-1 text-ink-700">{t('lead')}</p>
        </div>
        <LoginBanners banners={banners} />
      </div>
    </div>
  );
}

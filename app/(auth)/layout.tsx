import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NEW_TAB_REL } from '@/components/shell/links';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { SiteFooter } from '@/components/shell/site-footer';
import { getBrand } from '@/lib/server/brand';
import { getEnv } from '@/lib/server/env';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never at build: the addresses and the brand are the running server's configuration.
  await connection();
  // Logged out, the header's links point to the insurer's public pages (SPEC §2), as configured.
  const { links } = getEnv();
  const brand = getBrand();
  const t = await getTranslations('shell');
  const publicLinks = [
    { label: t('nav.payPremium'), href: links.payPremiumSite },
    { label: t('nav.buyPolicy'), href: links.buyPolicy },
    { label: t('nav.claims'), href: links.claims },
    { label: t('nav.support'), href: links.support },
  ];
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3">
          <p className="flex items-center gap-2 text-lg font-bold text-brand-700">
            {/* An SVG the portal serves: next/image would pass it through unchanged. The name beside it is the text. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={brand.logoUrl} alt="" width={36} height={36} className="h-9 w-9" />
            {brand.shortName}
          </p>
          <nav aria-label={t('quickAccess')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {publicLinks.map((l) => (
                <li key={l.label}>
                  <a
                    href={l.href}
                    target="_blank"
                    rel={NEW_TAB_REL}
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                  >
                    {l.label}
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter brand={brand} />
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { InfoBanner } from '@/components/ui/info-banner';
import { PageTitle } from '@/components/ui/page-title';
import { TopUpForm, WithdrawalForm } from '@/features/ulip-top-up/later-forms';
import { formatRupees } from '@/lib/format';
import { getOwnedPolicyOrNotFound } from '@/lib/server/data/policies';
import { getUlipMoneyOptions } from '@/lib/server/data/ulip-money';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ulipTopUp'))('title') };
}

const rupees = (amount: string) => formatRupees(Number(amount));

/**
 * ULIP top-up and partial withdrawal on one policy (issue 27 §6): what the core allows, decided
 * before any form; a refusal is the core's reason. The two forms are the only client parts.
 */
export default async function UlipTopUpPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const policy = await getOwnedPolicyOrNotFound(firstParam(await searchParams, 'policyNo') ?? '');
  const [options, t, w] = await Promise.all([
    getUlipMoneyOptions(policy),
    getTranslations('ulipTopUp'),
    getTranslations('partialWithdrawal'),
  ]);
  const { topUp, withdrawal } = options;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} back={{ href: `/policy-details/${policy.policyNo}` }} backLabel={t('back')} />
      <p>{t('policyLine', { policyNo: policy.policyNo, fundValue: rupees(options.fundValue), navDate: options.navDate })}</p>
      <section aria-labelledby="top-up-heading" className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm">
        <h2 id="top-up-heading" className="text-lg font-semibold">
          {t('topUpHeading')}
        </h2>
        {topUp.available ? (
          <>
            <p>{t('limits', { min: rupees(topUp.minimumAmount), max: rupees(topUp.maximumAmount) })}</p>
            <ClientMessages namespaces={['ulipTopUp']}>
              <TopUpForm policyNo={policy.policyNo} funds={options.funds.map((f) => ({ code: f.code, name: f.name }))} />
            </ClientMessages>
          </>
        ) : (
          <InfoBanner tone="warning">{topUp.reason ?? ''}</InfoBanner>
        )}
      </section>
      <section aria-labelledby="withdrawal-heading" className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm">
        <h2 id="withdrawal-heading" className="text-lg font-semibold">
          {t('withdrawalHeading')}
        </h2>
        <p>
          {t('withdrawalRules', {
            min: rupees(withdrawal.minimumAmount),
            remaining: rupees(withdrawal.minimumRemaining),
            charge: rupees(withdrawal.charge),
            lockInEnds: withdrawal.lockInEndsOn,
          })}
        </p>
        {withdrawal.available ? (
          <>
            <InfoBanner tone="info">{t('withdrawalUpTo', { max: rupees(withdrawal.maximumAmount) })}</InfoBanner>
            {withdrawal.bankAccount && (
              <p>
                {w('charges', {
                  charge: rupees(withdrawal.charge),
                  bank: withdrawal.bankAccount.bankName,
                  account: withdrawal.bankAccount.maskedAccountNumber,
                })}
              </p>
            )}
            <ClientMessages namespaces={['partialWithdrawal']}>
              <WithdrawalForm
                policyNo={policy.policyNo}
                funds={options.funds.filter((f) => Number(f.units) > 0).map((f) => ({ code: f.code, name: f.name }))}
              />
            </ClientMessages>
          </>
        ) : (
          <InfoBanner tone="warning">{withdrawal.reason ?? ''}</InfoBanner>
        )}
      </section>
    </div>
  );
}

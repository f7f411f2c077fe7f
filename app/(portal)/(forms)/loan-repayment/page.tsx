import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DetailList } from '@/components/policy/detail-list';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { InfoBanner } from '@/components/ui/info-banner';
import { PageTitle } from '@/components/ui/page-title';
import { RepayForm } from '@/features/loan-repayment/later-form';
import { RepaymentsList } from '@/features/loan-repayment/repayments-list';
import { formatRupees } from '@/lib/format';
import { getLoanRepayment } from '@/lib/server/data/loan-repayment';
import { getOwnedPolicyOrNotFound } from '@/lib/server/data/policies';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('loanRepayment'))('title') };
}

const rupees = (amount: string) => formatRupees(Number(amount), 2);

/**
 * Loan repayment on one policy (issue 27 §5): what the loans owe as on today, worked out by the
 * core, then Repay in full or in part through the premium's gateway; the repayments made, each
 * with its receipt. The form is the only client part that needs state.
 */
export default async function LoanRepaymentPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const policy = await getOwnedPolicyOrNotFound(firstParam(await searchParams, 'policyNo') ?? '');
  const [loan, t] = await Promise.all([getLoanRepayment(policy), getTranslations('loanRepayment')]);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} back={{ href: `/policy-details/${policy.policyNo}` }} backLabel={t('back')} />
      <section aria-labelledby="owed-heading" className="card flex flex-col gap-4">
        <h2 id="owed-heading" className="text-lg font-semibold text-ink-900">
          {t('owedHeading', { policyNo: policy.policyNo, date: loan.asOn })}
        </h2>
        <DetailList
          rows={[
            { label: t('principal'), value: rupees(loan.principal) },
            {
              label: t('interest'),
              value: loan.interestFrom
                ? t('interestValue', { amount: rupees(loan.interest), rate: loan.interestRate, from: loan.interestFrom })
                : rupees(loan.interest),
            },
            { label: t('outstanding'), value: <strong>{rupees(loan.outstanding)}</strong> },
          ]}
        />
        {loan.available ? (
          <>
            <p className="text-sm text-ink-700">{t('howApplied')}</p>
            <ClientMessages namespaces={['loanRepayment']}>
              <RepayForm policyNo={policy.policyNo} outstanding={loan.outstanding} minimum={loan.minimumAmount} />
            </ClientMessages>
          </>
        ) : (
          <InfoBanner tone="info">{loan.reason ?? ''}</InfoBanner>
        )}
      </section>
      {loan.repayments.length > 0 && (
        <ClientMessages namespaces={['documents']}>
          <RepaymentsList policyNo={policy.policyNo} repayments={loan.repayments} />
        </ClientMessages>
      )}
    </div>
  );
}

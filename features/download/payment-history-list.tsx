import { getTranslations } from 'next-intl/server';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getPaymentHistory } from '@/lib/server/data/payment-history';
import { ReceiptTable } from './receipt-table';

/** One panel per policy with its receipts, newest first; a policy without receipts says so. */
export async function PaymentHistoryList() {
  const [t, result] = await Promise.all([getTranslations('download'), settle(getPaymentHistory(), 'getPremiumPaymentHistory')]);
  if (!result.ok) return <SectionError />;
  if (result.value.length === 0) {
    return (
      <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
        <p className="font-semibold text-ink-900">{t('history.emptyTitle')}</p>
        <p className="mt-1 text-sm text-ink-500">{t('history.emptyText')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {result.value.map((policy) => {
        const headingId = `history-${policy.policyNo}-heading`;
        const numberId = `history-${policy.policyNo}-number`;
        return (
          <section
            key={policy.policyNo}
            // Named by plan and number: two policies can share a plan name.
            aria-labelledby={`${headingId} ${numberId}`}
            className="card"
          >
            <h2 id={headingId} className="text-lg font-semibold text-ink-900">
              {policy.policyName}
            </h2>
            <p id={numberId} className="text-sm text-ink-500">
              {t('policyNo', { policyNo: policy.policyNo })}
            </p>
            <div className="mt-4">
              {policy.receipts.length === 0 ? (
                <p className="text-ink-500">{t('history.noReceipts')}</p>
              ) : (
                <ReceiptTable policyNo={policy.policyNo} receipts={policy.receipts} />
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

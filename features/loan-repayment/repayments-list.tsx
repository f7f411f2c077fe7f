import { useTranslations } from 'next-intl';
import { DetailList } from '@/components/policy/detail-list';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { RECEIPT_FILE_NAME } from '@/lib/document-rules';
import { formatRupees } from '@/lib/format';
import type { LoanRepaymentView } from './loan-repayment-types';

const rupees = (amount: string) => formatRupees(Number(amount), 2);

/** The repayments made on this loan, newest first, each with how it was applied and its receipt to download again. */
export function RepaymentsList({ policyNo, repayments }: { policyNo: string; repayments: LoanRepaymentView['repayments'] }) {
  const t = useTranslations('loanRepayment');
  return (
    <section aria-labelledby="repayments-heading" className="card flex flex-col gap-4">
      <h2 id="repayments-heading" className="text-lg font-semibold text-ink-900">
        {t('repaymentsHeading')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {repayments.map((r) => (
          <li key={r.receiptNumber} className="flex flex-col gap-3 rounded-lg p-4 ring-1 ring-brand-100">
            <DetailList
              rows={[
                { label: t('paidOn'), value: r.paidOn },
                { label: t('receiptNumber'), value: <span className="break-all">{r.receiptNumber}</span> },
                { label: t('amountPaid'), value: rupees(r.amount) },
                { label: t('interestPaid'), value: rupees(r.interest) },
                { label: t('principalRepaid'), value: rupees(r.principal) },
                { label: t('outstandingAfter'), value: rupees(r.outstandingAfter) },
              ]}
            />
            <DocumentDownloadButton
              request={{
                policyNumber: policyNo,
                documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
                transactionId: r.transactionId,
              }}
              label={t('downloadReceipt', { receiptNo: r.receiptNumber })}
              fileName={RECEIPT_FILE_NAME}
              variant="secondary"
              size="sm"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

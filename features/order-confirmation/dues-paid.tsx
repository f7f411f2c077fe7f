import { useTranslations } from 'next-intl';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { ButtonLink } from '@/components/ui/button';
import { RECEIPT_FILE_NAME } from '@/lib/document-rules';
import { formatRupees } from '@/lib/format';
import { formatPaidAt, type PaidTogether } from '@/lib/payment-outcome';
import { OutcomeFrame } from './outcome-frame';
import { ToastOnMount } from './redirect-with-toast';

interface DuesPaidProps {
  payment: PaidTogether;
  /** the core's 200 message, shown once as a success toast */
  message: string;
}

/** Several dues paid in one transaction (issue 25 §2): the transaction, then each policy with its own receipt. */
export function DuesPaid({ payment, message }: DuesPaidProps) {
  const t = useTranslations('orderConfirmation');
  return (
    <OutcomeFrame outcome="success" title={t('success')} lead={<p className="text-ink-500">{t('eachReceipt')}</p>}>
      <ToastOnMount tone="success" message={message} />
      <div className="card">
        <h2 className="text-lg font-semibold text-ink-900">{t('details')}</h2>
        <DetailList
          className="mt-4"
          rows={[
            { label: t('amountPaid'), value: formatRupees(payment.amount, 2) },
            { label: t('transactionId'), value: <span className="break-all">{payment.transactionId}</span> },
            { label: t('paymentDate'), value: orNotAvailable(formatPaidAt(payment.paidAt), (d) => d) },
          ]}
        />
      </div>
      <ul className="grid gap-4">
        {payment.policies.map((p) => (
          <li key={p.policyNo}>
            <section aria-labelledby={`paid-${p.policyNo}`} className="card">
              <h2 id={`paid-${p.policyNo}`} className="text-lg font-semibold text-ink-900">
                {p.policyName ? `${p.policyName} · ` : ''}
                {t('policyNoValue', { policyNo: p.policyNo })}
              </h2>
              <DetailList
                className="mt-3"
                rows={[
                  { label: t('amountPaid'), value: formatRupees(p.amount, 2) },
                  { label: t('receiptNumber'), value: orNotAvailable(p.receiptNumber, (r) => r) },
                ]}
              />
              <div className="mt-4">
                <DocumentDownloadButton
                  request={{
                    policyNumber: p.policyNo,
                    documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
                    transactionId: payment.transactionId,
                  }}
                  label={t('downloadReceipt')}
                  fileName={RECEIPT_FILE_NAME}
                  variant="secondary"
                />
              </div>
            </section>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <ButtonLink href="/" variant="secondary">
          {t('home')}
        </ButtonLink>
      </div>
    </OutcomeFrame>
  );
}

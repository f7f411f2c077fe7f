import { useTranslations } from 'next-intl';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { RECEIPT_FILE_NAME } from '@/lib/document-rules';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { ButtonLink } from '@/components/ui/button';
import { formatDate, formatRupees } from '@/lib/format';
import { formatPaidAt, type ConfirmedPayment } from '@/lib/payment-outcome';
import { OutcomeFrame } from './outcome-frame';
import { ToastOnMount } from './redirect-with-toast';

interface PaymentSuccessProps {
  payment: ConfirmedPayment;
  /** the core's 200 message, shown once as a success toast */
  message: string;
}

export function PaymentSuccess({ payment, message }: PaymentSuccessProps) {
  const t = useTranslations('orderConfirmation');
  return (
    <OutcomeFrame outcome="success" title={t('success')} lead={<p className="text-ink-500">{t('canDownload')}</p>}>
      <ToastOnMount tone="success" message={message} />
      <div className="card">
        <h2 className="text-lg font-semibold text-ink-900">{t('details')}</h2>
        {payment.advanceFor && (
          <p className="mt-2 text-sm font-medium text-ink-700">{t('advanceFor', { date: formatDate(payment.advanceFor) })}</p>
        )}
        <DetailList
          className="mt-4"
          rows={[
            ...(payment.policyName ? [{ label: t('planName'), value: payment.policyName }] : []),
            { label: t('policyNo'), value: payment.policyNo },
            { label: t('amountPaid'), value: formatRupees(payment.amount, 2) },
            { label: t('transactionId'), value: <span className="break-all">{payment.transactionId}</span> },
            { label: t('receiptNumber'), value: orNotAvailable(payment.receiptNumber, (r) => r) },
            { label: t('paymentDate'), value: orNotAvailable(formatPaidAt(payment.paidAt), (d) => d) },
          ]}
        />
      </div>
      <div className="flex flex-wrap items-start justify-center gap-3">
        <DocumentDownloadButton
          request={{
            policyNumber: payment.policyNo,
            documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
            transactionId: payment.transactionId,
          }}
          label={t('downloadReceipt')}
          fileName={RECEIPT_FILE_NAME}
        />
        <ButtonLink href="/" variant="secondary">
          {t('home')}
        </ButtonLink>
      </div>
    </OutcomeFrame>
  );
}

import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import { OutcomeFrame } from './outcome-frame';
import type { FailedPayment } from '@/lib/payment-outcome';
import { PayPremiumForm } from '@/features/pay-premium/pay-premium-form';

interface PaymentFailedProps {
  payment: FailedPayment;
  /** the core's words for what happened */
  message: string;
}

/**
 * A payment that failed or was cancelled at the gateway (issue 24 §2): the page says so in the
 * core's words and offers 'Retry payment', a fresh payment of the same premium, instead of a toast
 * at home that is gone in five seconds.
 */
export function PaymentFailed({ payment, message }: PaymentFailedProps) {
  const t = useTranslations('orderConfirmation');
  return (
    <OutcomeFrame
      outcome="failed"
      title={t('notCompleted')}
      lead={
        <>
          <p role="alert" className="text-ink-700">
            {message}
          </p>
          <p className="text-sm text-ink-500">{t('policyNoValue', { policyNo: payment.policyNo })}</p>
        </>
      }
    >
      <div className="flex flex-wrap items-start justify-center gap-3">
        <PayPremiumForm
          policyNo={payment.policyNo}
          dueDate={payment.dueDate}
          autoPayConfirmed={payment.advance}
          label={t('retry')}
        />
        <ButtonLink href="/" variant="secondary">
          {t('home')}
        </ButtonLink>
      </div>
    </OutcomeFrame>
  );
}

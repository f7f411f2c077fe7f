import { ButtonLink } from '@/components/ui/button';
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
  return (
    <section aria-labelledby="payment-failed-title" className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <svg viewBox="0 0 48 48" className="h-14 w-14 text-raspberry-600" fill="none" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="3" />
          <path d="M17 17l14 14M31 17L17 31" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h1 id="payment-failed-title" className="text-2xl font-semibold text-ink-900">
          Payment Not Completed
        </h1>
        <p role="alert" className="text-ink-700">
          {message}
        </p>
        <p className="text-sm text-ink-500">Policy No {payment.policyNo}</p>
      </div>
      <div className="flex flex-wrap items-start justify-center gap-3">
        <PayPremiumForm
          policyNo={payment.policyNo}
          dueDate={payment.dueDate}
          autoPayConfirmed={payment.advance}
          label="Retry payment"
        />
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}

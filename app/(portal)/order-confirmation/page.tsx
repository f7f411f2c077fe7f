import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DuesFailed } from '@/features/order-confirmation/dues-failed';
import { DuesPaid } from '@/features/order-confirmation/dues-paid';
import { PaymentFailed } from '@/features/order-confirmation/payment-failed';
import { PaymentSuccess } from '@/features/order-confirmation/payment-success';
import { RedirectWithToast } from '@/features/order-confirmation/redirect-with-toast';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { transactionIdSchema } from '@/features/pay-premium/payment-schema';
import { getPaymentOutcome } from '@/lib/server/data/premiums';
import { getEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Payment Confirmation' };

interface OrderConfirmationPageProps {
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * Where the payment gateway sends the customer back. It only reads the payment's status, so a
 * reload or a revisit never pays twice. PENDING goes home with the core's message; a failed or
 * cancelled payment stays here, says so and offers 'Retry payment' (issue 24 §2).
 */
export default async function OrderConfirmationPage({ searchParams }: OrderConfirmationPageProps) {
  if (!getEnv().features.orderConfirmation) notFound();
  const transactionId = transactionIdSchema.safeParse(firstParam(await searchParams, 'transactionId'));
  if (!transactionId.success) return <RedirectWithToast tone="error" message={TECHNICAL_ERROR} />;

  const outcome = await getPaymentOutcome(transactionId.data);
  if (outcome.kind === 'home') return <RedirectWithToast tone={outcome.tone} message={outcome.message} />;
  if (outcome.kind === 'failed') return <PaymentFailed payment={outcome.payment} message={outcome.message} />;
  // Several dues paid in one transaction (issue 25 §2): every policy's outcome, each with its receipt.
  if (outcome.kind === 'failed-together') return <DuesFailed policies={outcome.policies} message={outcome.message} />;
  if (outcome.kind === 'paid-together') return <DuesPaid payment={outcome.payment} message={outcome.message} />;
  return <PaymentSuccess payment={outcome.payment} message={outcome.message} />;
}

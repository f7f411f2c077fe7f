import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { isMessageKey } from '@/lib/i18n/message-key';
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orderConfirmation'))('title') };
}

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
  const t = await getTranslations();
  // A fallback of ours is a catalogue key, worded here; the core's own words come in the page's language already.
  const word = (message: string) => (isMessageKey(message) && t.has(message as never) ? t(message as never) : message);
  const transactionId = transactionIdSchema.safeParse(firstParam(await searchParams, 'transactionId'));
  if (!transactionId.success)
    return <RedirectWithToast tone="error" message={word(TECHNICAL_ERROR)} label={t('orderConfirmation.takingHome')} />;

  const outcome = await getPaymentOutcome(transactionId.data);
  if (outcome.kind === 'home')
    return <RedirectWithToast tone={outcome.tone} message={word(outcome.message)} label={t('orderConfirmation.takingHome')} />;
  const message = word(outcome.message);
  // The retry buttons are client leaves worded from payPremium.
  if (outcome.kind === 'failed' || outcome.kind === 'failed-together') {
    return (
      <ClientMessages namespaces={['payPremium']}>
        {outcome.kind === 'failed' ? (
          <PaymentFailed payment={outcome.payment} message={message} />
        ) : (
          // Several dues paid in one transaction (issue 25 §2): every policy's outcome, each with its receipt.
          <DuesFailed policies={outcome.policies} message={message} />
        )}
      </ClientMessages>
    );
  }
  // The receipt's download button words its toast and dialog from `documents`.
  return (
    <ClientMessages namespaces={['documents']}>
      {outcome.kind === 'paid-together' ? (
        <DuesPaid payment={outcome.payment} message={message} />
      ) : (
        <PaymentSuccess payment={outcome.payment} message={message} />
      )}
    </ClientMessages>
  );
}

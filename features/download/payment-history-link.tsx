import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BackLink } from '@/components/ui/back-link';
import { SectionCard } from '@/components/policy/section-card';
import { buttonClasses } from '@/components/ui/button';

/**
 * 'Payment History' on the Download page: a way in to /download/payment-history, where every
 * receipt can be downloaded again. Rendered only while the paymentHistory flag is on.
 */
export function PaymentHistoryLink() {
  const t = useTranslations('download');
  return (
    <SectionCard id="payment-history" title={t('history.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">{t('history.lead')}</p>
        <Link href="/download/payment-history" className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}>
          {t('history.view')}
        </Link>
      </div>
    </SectionCard>
  );
}

/** The way back from /download/payment-history, matching policy details' 'Back to Home'. */
export function BackToDownload() {
  const t = useTranslations('download');
  return <BackLink href="/download" to={t('title')} />;
}

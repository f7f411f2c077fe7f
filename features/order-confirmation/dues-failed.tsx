import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import { OutcomeFrame } from './outcome-frame';
import { PayDuesForm } from '@/features/pay-premium/pay-dues-form';

interface DuesFailedProps {
  /** the policies of the transaction, none of them paid, with the due dates a retry pays */
  policies: Array<{ policyNo: string; dueDate: string | null }>;
  /** the core's words for what happened */
  message: string;
}

/**
 * A payment of several dues that failed or was cancelled (issue 25 §2): none of them is paid, and
 * 'Retry payment' starts a fresh payment of the same dues, which the core refuses whole if any of
 * them has been paid meanwhile, so a retry never pays one twice.
 */
export function DuesFailed({ policies, message }: DuesFailedProps) {
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
          <p className="text-sm text-ink-500">{t('noneOfThese', { policyNos: policies.map((p) => p.policyNo).join(', ') })}</p>
        </>
      }
    >
      <div className="flex flex-wrap items-start justify-center gap-3">
        <PayDuesForm policies={policies.map((p) => ({ policyNo: p.policyNo, dueDate: p.dueDate ?? '' }))} label={t('retry')} />
        <ButtonLink href="/" variant="secondary">
          {t('home')}
        </ButtonLink>
      </div>
    </OutcomeFrame>
  );
}

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useMessageText } from '@/lib/i18n/message-text';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { formatRupees } from '@/lib/format';
import { retryDebitAction } from './actions';
import { retryText } from './mandate-rules';
import type { MandateSummary } from './mandate-summary';

interface RetryProps {
  mandate: MandateSummary;
  amount: number;
  onBusyChange: (busy: boolean) => void;
  /** the debit was presented, whatever the bank said: the list is read again */
  onDone: () => void;
  onClose: () => void;
}

/** 'Retry debit': what will be presented and from where, then the bank's answer, in the dialog. */
export function RetryDebitFlow({ mandate, amount, onBusyChange, onDone, onClose }: RetryProps) {
  const t = useTranslations('enach');
  const text = useMessageText();
  const retry = useAction(retryDebitAction, { onSuccess: onDone });
  const sending = retry.isPending;
  // The dialog must not close on a call in flight.
  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);
  const outcome = retry.hasSucceeded
    ? {
        tone: retry.result.data.status === 'SUCCESS' ? ('success' as const) : ('error' as const),
        text: retryText(t, retry.result.data),
      }
    : retry.hasErrored
      ? { tone: 'error' as const, text: text(actionErrorMessage(retry.result)) }
      : null;

  if (outcome) {
    return (
      <div className="grid gap-5">
        <InfoBanner tone={outcome.tone}>{outcome.text}</InfoBanner>
        <Button fullWidth onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-ink-700">
        {t('mandates.retry.intro', { amount: formatRupees(amount), policyNo: mandate.policyNo, bank: mandate.bank })}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {t('mandates.goBack')}
        </Button>
        <Button onClick={() => retry.execute({ policyNo: mandate.policyNo, umrn: mandate.umrn })} loading={sending}>
          {t('mandates.retryDebit')}
        </Button>
      </div>
    </div>
  );
}

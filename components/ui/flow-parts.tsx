import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';

/*
 * The pieces every OTP-confirmed change shows inside its dialog. The dialog keeps one title; the
 * steps change inside it, and each new step takes the focus (its first field, or OK here) so
 * keyboard and screen-reader users follow along. A raised request ends in RequestSubmitted
 * (../request-submitted.tsx), like every profile request. No state here: the pieces are part of
 * whichever client flow imports them.
 */

export function StepHeading({ children }: { children: ReactNode }) {
  return <h3 className="mb-3 text-base font-semibold text-ink-900">{children}</h3>;
}

/** The change cannot go on (a duplicate request, the OTP not sent): the core's message, and OK. */
export function FlowRefusal({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useTranslations('ui');
  return (
    <div className="grid gap-5">
      <InfoBanner tone="error">{message}</InfoBanner>
      <Button fullWidth onClick={onClose} autoFocus>
        {t('ok')}
      </Button>
    </div>
  );
}

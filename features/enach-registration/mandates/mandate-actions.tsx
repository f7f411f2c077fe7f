'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { MandateResult, type ResultMessage } from './mandate-result';
import type { MandateSummary } from './mandate-summary';

// The forms, the OTP step and their actions load when a dialog first opens, not with the page.
const MandateChangeFlow = lazy(() => import('./mandate-change-flow').then((m) => ({ default: m.MandateChangeFlow })));
const RetryDebitFlow = lazy(() => import('./retry-debit-flow').then((m) => ({ default: m.RetryDebitFlow })));

type Dialog = 'pause' | 'cancel' | 'retry';

interface MandateActionsProps {
  mandate: MandateSummary;
  /** Active or Paused: it may still be cancelled */
  canChange: boolean;
  /** Active only */
  canPause: boolean;
  /** the failed debit's amount when it may be presented again */
  retryAmount: number | null;
}

/**
 * The buttons of one mandate and the dialogs they open. It stays mounted when the list is
 * refreshed under it, so a dialog or a result survives the buttons it came from disappearing.
 */
export function MandateActions({ mandate, canChange, canPause, retryAmount }: MandateActionsProps) {
  const t = useTranslations('enach');
  const router = useRouter();
  const [open, setOpen] = useState<Dialog | null>(null);
  // While the OTP is checked or the request raised, closing would orphan the call.
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const close = () => setOpen(null);
  const changed = (message: ResultMessage) => {
    setOpen(null);
    setResult(message);
    router.refresh();
  };
  const closeResult = () => {
    setResult(null);
    // The button that opened the dialog may be gone (a paused mandate has no Pause): keep focus here.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) wrapper.current?.focus();
    });
  };
  const context = <span className="sr-only"> {t('mandates.onPolicy', { policyNo: mandate.policyNo })}</span>;
  const anyButton = canPause || canChange || retryAmount !== null;

  return (
    <div ref={wrapper} tabIndex={-1} className={anyButton ? 'mt-4 flex flex-wrap gap-3 outline-none' : 'outline-none'}>
      {retryAmount !== null && (
        <Button size="sm" aria-haspopup="dialog" onClick={() => setOpen('retry')}>
          {t('mandates.retryDebit')}
          <span className="sr-only"> {t('mandates.retryOnPolicy', { policyNo: mandate.policyNo })}</span>
        </Button>
      )}
      {canPause && (
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen('pause')}>
          {t('mandates.pause')}
          {context}
        </Button>
      )}
      {canChange && (
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen('cancel')}>
          {t('mandates.cancel')}
          {context}
        </Button>
      )}
      <Modal
        open={open !== null}
        onClose={close}
        title={open ? t(`mandates.titles.${open}`) : ''}
        size="md"
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        <Suspense fallback={<Spinner className="mx-auto text-brand-600" label={t('loading')} />}>
          {open === 'retry' ? (
            <RetryDebitFlow
              mandate={mandate}
              amount={retryAmount ?? 0}
              onBusyChange={setBusy}
              onDone={() => router.refresh()}
              onClose={close}
            />
          ) : open !== null ? (
            <MandateChangeFlow
              kind={open}
              mandate={mandate}
              busy={busy}
              onBusyChange={setBusy}
              onChanged={changed}
              onClose={close}
            />
          ) : null}
        </Suspense>
      </Modal>
      <MandateResult result={result} onClose={closeResult} />
    </div>
  );
}

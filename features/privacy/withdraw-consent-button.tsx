'use client';

import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { actionErrorMessage } from '@/lib/client/action-error';
import { useMessageText } from '@/lib/i18n/message-text';
import type { ConsentPurpose } from '@/lib/server/data/privacy';
import { withdrawConsentAction } from './actions';

/**
 * 'Withdraw': one confirmation, then the core withdraws the consent at once and records it
 * (DPDP Act s.6(4): as easy as giving it). The page re-reads and shows it withdrawn.
 */
export function WithdrawConsentButton({ purpose, label }: { purpose: ConsentPurpose; label: string }) {
  const t = useTranslations('privacyForms');
  const text = useMessageText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const withdraw = useAction(withdrawConsentAction, {
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const error = withdraw.hasErrored ? actionErrorMessage(withdraw.result) : null;

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={t('withdrawLabel', { purpose: label })}>
        {t('withdraw')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('withdrawTitle')}
        size="sm"
        dismissible={!withdraw.isPending}
        footer={
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" disabled={withdraw.isPending} onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button loading={withdraw.isPending} onClick={() => withdraw.execute({ purpose })}>
              {t('confirmWithdraw')}
            </Button>
          </div>
        }
      >
        <p>{t('withdrawText', { purpose: label })}</p>
        {error && (
          <InfoBanner tone="error" className="mt-3">
            {text(error)}
          </InfoBanner>
        )}
      </Modal>
    </>
  );
}

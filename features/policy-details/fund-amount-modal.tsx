'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface FundAmountModalProps {
  /** worded by the server half, in the page's language */
  title: string;
  /** 'Your policy … has a total fund value of INR … as on …', worded by the server half */
  text: string;
  /** this page without fundModal, other parameters kept */
  closeHref: string;
}

/** Opened by ?fundModal=Y. Closing drops the parameter so a refresh or a shared link does not reopen it. */
export function FundAmountModal({ title, text, closeHref }: FundAmountModalProps) {
  const t = useTranslations('ui');
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    router.replace(closeHref, { scroll: false });
  };
  return (
    <Modal open={open} onClose={close} title={title} size="sm" footer={<Button onClick={close}>{t('ok')}</Button>}>
      <p>{text}</p>
    </Modal>
  );
}

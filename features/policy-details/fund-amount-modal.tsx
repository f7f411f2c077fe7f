'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface FundAmountModalProps {
  policyNo: string;
  /** already formatted, without a currency sign (the sentence says INR) */
  amount: string;
  /** DD-MMM-YYYY */
  asOn: string;
  /** this page without fundModal, other parameters kept */
  closeHref: string;
}

/** Opened by ?fundModal=Y. Closing drops the parameter so a refresh or a shared link does not reopen it. */
export function FundAmountModal({ policyNo, amount, asOn, closeHref }: FundAmountModalProps) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    router.replace(closeHref, { scroll: false });
  };
  return (
    <Modal open={open} onClose={close} title="FUND AMOUNT(ULIP)" size="sm" footer={<Button onClick={close}>OK</Button>}>
      <p>
        Your policy {policyNo} has a total fund value of INR {amount} as on {asOn}.
      </p>
    </Modal>
  );
}

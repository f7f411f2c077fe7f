'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { RefusalGate } from '@/components/requests/refusal-gate';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import type { NomineeRowInput } from './nominee-rules';

// The form, its validation and the OTP step load when the dialog first opens, not with the page.
const ChangeNomineeFlow = lazy(() => import('./change-nominee-flow').then((m) => ({ default: m.ChangeNomineeFlow })));

/**
 * 'Change Nominee' on the nominee tab (issue 8 §2 "Nominee"): the new nominees, then the contact
 * OTP for this policy, then the request and its confirmation. A nominee request already open on
 * the policy is said as the dialog opens, before the form (the OTP call and the submit check too).
 */
export function ChangeNominee({ policyNo, current }: { policyNo: string; current: Promise<NomineeRowInput[]> }) {
  const t = useTranslations('policyDetails.changeNominee');
  const [open, setOpen] = useState(false);
  // While the OTP is checked or the request raised, closing would orphan the call.
  const [busy, setBusy] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setServiceRequestId(null);
  };

  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('title')}
      </Button>
      <Modal
        open={open && serviceRequestId === null}
        onClose={close}
        title={t('title')}
        size="lg"
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        {/* An open nominee request on this policy refuses a new one: said before the form. */}
        <RefusalGate policyNo={policyNo} kinds={['NOMINEE']} onClose={close}>
          <Suspense fallback={<Spinner className="mx-auto text-brand-600" />}>
            <ChangeNomineeFlow
              policyNo={policyNo}
              current={current}
              busy={busy}
              onBusyChange={setBusy}
              onSubmitted={setServiceRequestId}
              onClose={close}
            />
          </Suspense>
        </RefusalGate>
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={close} request={t('request')} />
    </>
  );
}

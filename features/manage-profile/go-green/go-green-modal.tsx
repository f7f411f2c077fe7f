'use client';

import { useEffect, useState } from 'react';
import { useLoading } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import type { ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { ProfileModalLink } from '@/components/shell/profile-modals/profile-modal-trigger';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { goGreenStatusAction, registerGoGreenAction } from './actions';
import { GoGreenForm, GO_GREEN_FORM_ID } from './go-green-form';
import { GO_GREEN_MESSAGES, type GoGreenInput } from './go-green-schema';

type View = 'checking' | 'form' | 'already' | 'noEmail';

/** A refusal the modal can show as its own state rather than a passing toast. */
const viewOf = (message: string): View | null =>
  message === GO_GREEN_MESSAGES.already ? 'already' : message === GO_GREEN_MESSAGES.noEmail ? 'noEmail' : null;

/**
 * Go Green (SPEC §2): 'Register for E-statements', Yes or No. Blocked when already opted in or
 * asked for (SPEC §6), and without an email on record the §8 alert sends the customer to add one.
 */
export function GoGreenModal({ open, onClose }: ProfileModalProps) {
  const { track } = useLoading();
  const [view, setView] = useState<View>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void outcomeOf(goGreenStatusAction({})).then((result) => {
      if (!current) return;
      if (!result.ok) {
        notify('error', result.message);
        return onClose();
      }
      setView(result.data.optedIn ? 'already' : result.data.hasEmail ? 'form' : 'noEmail');
    });
    return () => {
      current = false;
    };
  }, [open, onClose]);

  async function submit(input: GoGreenInput) {
    setBusy(true);
    setError(null);
    const result = await outcomeOf(track(registerGoGreenAction(input)));
    setBusy(false);
    if (result.ok) return setServiceRequestId(result.data.serviceRequestId);
    // The core's own words (SPEC §8) become the modal's state, with its 'Click here' link: a toast
    // would be gone in 5 s, and the link with it.
    const blocked = viewOf(result.message);
    if (blocked) setView(blocked);
    else setError(result.message);
  }

  const footer =
    view === 'form' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={GO_GREEN_FORM_ID} loading={busy}>
          Submit
        </Button>
      </>
    ) : view === 'checking' ? undefined : (
      <Button onClick={onClose}>OK</Button>
    );

  return (
    <>
      <Modal open={open && serviceRequestId === null} onClose={onClose} title="Go Green" size="sm" footer={footer}>
        {view === 'checking' && (
          <div className="flex justify-center py-6">
            <Spinner size="lg" label="Checking your Go Green status…" className="text-brand-600" />
          </div>
        )}
        {view === 'form' && <GoGreenForm onSubmit={submit} />}
        {view === 'form' && error && (
          <InfoBanner tone="error" className="mt-4">
            {error}
          </InfoBanner>
        )}
        {view === 'already' && <InfoBanner tone="info">{GO_GREEN_MESSAGES.already}</InfoBanner>}
        {view === 'noEmail' && (
          <InfoBanner tone="warning">
            {GO_GREEN_MESSAGES.noEmail}{' '}
            <ProfileModalLink modal="email" className="font-semibold text-brand-700 underline underline-offset-2">
              Click here<span className="sr-only"> to update your email ID</span>
            </ProfileModalLink>
          </InfoBanner>
        )}
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} title="Go Green Request Submitted" />
    </>
  );
}

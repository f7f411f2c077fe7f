'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoading } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { outcomeOf } from '@/lib/client/action-outcome';
import type { ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { nameChangeAction } from './actions';
import { NameForm, NAME_FORM_ID } from './name-form';
import { NAME_CHANGE_DEFAULTS, nameChangeSchema, type NameChange, type NameChangeInput } from './name-schema';

/** Change Name: the form, then the request's confirmation. The name changes when the back office approves. */
export function NameModal({ open, onClose }: ProfileModalProps) {
  const { track } = useLoading();
  const form = useForm<NameChangeInput, unknown, NameChange>({
    resolver: zodResolver(nameChangeSchema),
    defaultValues: NAME_CHANGE_DEFAULTS,
  });
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);

  async function submit(values: NameChange) {
    setBusy(true);
    setServerError(null);
    const result = await outcomeOf(track(nameChangeAction(values)));
    setBusy(false);
    // The core's own words stay in the form beside the name they concern, not in a 5-second toast.
    if (result.ok) setServiceRequestId(result.data.serviceRequestId);
    else setServerError(result.message);
  }

  return (
    <>
      <Modal
        open={open && serviceRequestId === null}
        onClose={onClose}
        title="Change Name"
        closeOnOutsideClick={false}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            {/* Held while the proof is on its way, so the request never leaves without it. */}
            <Button type="submit" form={NAME_FORM_ID} loading={busy} disabled={uploading}>
              Submit
            </Button>
          </>
        }
      >
        <NameForm form={form} onSubmit={submit} serverError={serverError} onUploadBusyChange={setUploading} />
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} title="Name Change Request Submitted" />
    </>
  );
}

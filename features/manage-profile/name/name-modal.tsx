'use client';

import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { actionErrorMessage } from '@/lib/client/action-error';
import { nameChangeAction } from './actions';
import { NameForm, NAME_FORM_ID } from './name-form';
import { NAME_CHANGE_DEFAULTS, nameChangeSchema } from './name-schema';

/** Change Name: the form, then the request's confirmation. The name changes when the back office approves. */
export function NameModal({ open, onClose }: ProfileModalProps) {
  const [uploading, setUploading] = useState(false);
  const { form, action, handleSubmitWithAction } = useHookFormAction(nameChangeAction, zodResolver(nameChangeSchema), {
    formProps: { defaultValues: NAME_CHANGE_DEFAULTS },
  });
  useLoadingWhile(action.isPending);
  const serviceRequestId = action.result.data?.serviceRequestId ?? null;

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
            <Button type="submit" form={NAME_FORM_ID} loading={action.isPending} disabled={uploading}>
              Submit
            </Button>
          </>
        }
      >
        {/* The core's own words stay in the form beside the name they concern, not in a 5-second toast. */}
        <NameForm
          form={form}
          onSubmit={handleSubmitWithAction}
          serverError={action.hasErrored ? actionErrorMessage(action.result) : null}
          onUploadBusyChange={setUploading}
        />
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} title="Name Change Request Submitted" />
    </>
  );
}

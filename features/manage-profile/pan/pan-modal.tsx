'use client';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { PAN_FORM_ID, PanForm } from './pan-form';
import { PAN_RESULT_TEXTS } from './pan-rules';
import { usePanFlow } from './use-pan-flow';

export const PAN_TITLE = 'Edit Pan Card';
export const MISMATCH_TITLE = 'PAN Verification';

/** 'Edit Pan Card' (SPEC §2 "Profile modals"): the form, the name-mismatch dialog over it, then the confirmation. */
export function PanModal({ open, onClose }: ProfileModalProps) {
  const flow = usePanFlow();
  const done = flow.serviceRequestId !== null;

  return (
    <>
      <Modal
        open={open && !done}
        onClose={onClose}
        title={PAN_TITLE}
        closeOnOutsideClick={false}
        dismissible={!flow.busy}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={flow.busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={PAN_FORM_ID}
              loading={flow.form.formState.isSubmitting}
              disabled={flow.busy || flow.uploading}
            >
              Submit
            </Button>
          </>
        }
      >
        <PanForm flow={flow} />
        <Modal
          open={flow.mismatchOpen}
          onClose={flow.closeMismatch}
          title={MISMATCH_TITLE}
          size="sm"
          closeOnOutsideClick={false}
          footer={<Button onClick={flow.closeMismatch}>OK</Button>}
        >
          <p>{PAN_RESULT_TEXTS.mismatch}</p>
          <p className="mt-2 text-sm text-ink-700">Please upload proof of your PAN to submit the request.</p>
        </Modal>
      </Modal>
      <RequestSubmitted serviceRequestId={open ? flow.serviceRequestId : null} onClose={onClose} />
    </>
  );
}

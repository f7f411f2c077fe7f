'use client';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio';
import type { ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { AddressDocuments } from './address-documents';
import { AddressFields } from './address-fields';
import { ADDRESS_KIND_LABELS, ADDRESS_KINDS, type AddressKind, otherKind } from './address-rules';
import { useAddressFlow } from './use-address-flow';

export const ADDRESS_TITLE = 'Update Address';
export const REPLICATE_TITLE = 'Same Address';
const ADDRESS_FORM_ID = 'address-form';
const KIND_OPTIONS = ADDRESS_KINDS.map((value) => ({ value, label: ADDRESS_KIND_LABELS[value] }));
const otherLabel = (kind: AddressKind) => ADDRESS_KIND_LABELS[otherKind(kind)].toLowerCase();

/**
 * 'Update Address' (SPEC §2 "Profile modals", §5 "Address"): which address, then its form. Messages
 * show as each field is left; Submit stays disabled until everything holds and no file or pin code
 * lookup is on its way.
 */
export function AddressModal({ open, onClose }: ProfileModalProps) {
  const flow = useAddressFlow();
  const { register, watch, formState } = flow.form;
  const kind = watch('kind') as AddressKind | undefined;
  const done = flow.serviceRequestId !== null;
  const ready = formState.isValid && !flow.uploading && !flow.lookingUp;

  return (
    <>
      <Modal
        open={open && !done}
        onClose={onClose}
        title={ADDRESS_TITLE}
        size="lg"
        closeOnOutsideClick={false}
        dismissible={!flow.sending}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={flow.sending}>
              Cancel
            </Button>
            <Button type="submit" form={ADDRESS_FORM_ID} loading={flow.sending} disabled={!ready}>
              Submit
            </Button>
          </>
        }
      >
        <form id={ADDRESS_FORM_ID} noValidate onSubmit={flow.submit} className="grid gap-5">
          <RadioGroup
            legend="Address Type"
            name="kind"
            options={KIND_OPTIONS}
            orientation="horizontal"
            required
            inputProps={register('kind')}
          />
          {kind && (
            <>
              <AddressFields flow={flow} />
              <Checkbox label={`Same for ${otherLabel(kind)} address`} {...register('sameForOther')} />
              <AddressDocuments flow={flow} />
            </>
          )}
          {flow.serverError && <InfoBanner tone="error">{flow.serverError}</InfoBanner>}
        </form>
        <Modal
          open={flow.replicateAsked}
          onClose={flow.dismissReplicate}
          title={REPLICATE_TITLE}
          size="sm"
          closeOnOutsideClick={false}
          footer={
            <>
              <Button variant="secondary" onClick={() => flow.replicate(false)}>
                No
              </Button>
              <Button onClick={() => flow.replicate(true)}>Yes</Button>
            </>
          }
        >
          <p>{kind && `Do you want to use this address as your ${otherLabel(kind)} address too?`}</p>
        </Modal>
      </Modal>
      <RequestSubmitted serviceRequestId={open ? flow.serviceRequestId : null} onClose={onClose} />
    </>
  );
}

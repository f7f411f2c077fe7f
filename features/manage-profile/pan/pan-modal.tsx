'use client';

import { Controller } from 'react-hook-form';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { TextInput } from '@/components/ui/text-input';
import { needsPanProof, PAN_LENGTH, PAN_RESULT_TEXTS } from './pan-rules';
import { usePanFlow } from './use-pan-flow';

const MISMATCH_TITLE = 'PAN Verification';
const PAN_CONSENT =
  'I agree to the privacy policy and allow the insurer to verify my PAN with the issuer and record it against my policies.';
const FORM_ID = 'pan-form';

/**
 * 'Edit Pan Card' (SPEC §2 "Profile modals", §5 "PAN"): the PAN with its Verify button, what the
 * issuer said, the proof when it is needed and the privacy consent; the name-mismatch dialog over
 * it; then the confirmation.
 */
export function PanModal({ open, onClose }: ProfileModalProps) {
  const flow = usePanFlow();
  const { form, panCheck } = flow;
  const { errors } = form.formState;
  const done = flow.serviceRequestId !== null;

  return (
    <>
      <Modal
        open={open && !done}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.pan}
        closeOnOutsideClick={false}
        dismissible={!flow.busy}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={flow.busy}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={flow.submitting} disabled={flow.busy || flow.uploading}>
              Submit
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={flow.submit} className="grid gap-5">
          <div className="flex items-start gap-3">
            <TextInput
              {...form.register('panNumber')}
              onChange={(event) => {
                event.target.value = flow.type(event.target.value);
              }}
              label="PAN Card Number"
              required
              wrapperClassName="min-w-0 flex-1"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PAN_LENGTH}
              placeholder="ABCDE1234F"
              error={flow.panError ?? undefined}
            />
            {/* Level with the input: the label above it is one line tall. */}
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => void flow.verify()}
              loading={flow.verifying}
              disabled={flow.busy}
            >
              Verify
            </Button>
          </div>
          {panCheck === 'verified' && <InfoBanner tone="success">{PAN_RESULT_TEXTS.verified}</InfoBanner>}
          {panCheck === 'mismatch' && <InfoBanner tone="warning">{PAN_RESULT_TEXTS.mismatch}</InfoBanner>}
          {panCheck === 'unverified' && <InfoBanner tone="warning">{PAN_RESULT_TEXTS.unverified}</InfoBanner>}
          {needsPanProof(panCheck) && (
            <Controller
              name="proof"
              control={form.control}
              render={({ field, fieldState }) => (
                <FileUploader
                  {...field}
                  label="Proof of PAN"
                  purpose="PAN_PROOF"
                  required
                  error={fieldState.error?.message}
                  onBusyChange={flow.setUploading}
                />
              )}
            />
          )}
          <Checkbox label={PAN_CONSENT} {...form.register('consent')} error={errors.consent?.message} />
          {flow.serverError && <InfoBanner tone="error">{flow.serverError}</InfoBanner>}
        </form>
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
      <RequestSubmitted serviceRequestId={open ? flow.serviceRequestId : null} onClose={onClose} request="PAN Update" />
    </>
  );
}

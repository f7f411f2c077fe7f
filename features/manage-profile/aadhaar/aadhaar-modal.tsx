'use client';

import { Controller } from 'react-hook-form';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { useProfileModals } from '@/components/shell/profile-modals/profile-modals-context';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { TextInput } from '@/components/ui/text-input';
import { AadhaarOtpDialog } from './aadhaar-otp-dialog';
import { KYC_TYPE_LABELS, KYC_TYPES, maxGroupedLength, VERIFICATION_LABELS, VERIFICATION_TYPES } from './aadhaar-rules';
import { AADHAAR_SAMPLES } from './aadhaar-samples';
import { EkycSuccessDialog, KycNoticeDialog } from './kyc-dialogs';
import { useAadhaarFlow } from './use-aadhaar-flow';

const FORM_ID = 'aadhaar-form';
const VERIFICATION_OPTIONS = VERIFICATION_TYPES.map((value) => ({ value, label: VERIFICATION_LABELS[value] }));
const KYC_OPTIONS = KYC_TYPES.map((value) => ({ value, label: KYC_TYPE_LABELS[value] }));
const SIDES = { front: 'Front side of the Aadhaar card', back: 'Back side of the Aadhaar card' } as const;
const CONSENT =
  'I consent to the insurer sharing my Aadhaar number or VID with the identity authority to verify my identity, ' +
  'and to using the result to update my KYC records.';

/**
 * 'Update Aadhaar' (SPEC §2 "Profile modals", §3 "Aadhaar form", §5): how to verify, which number,
 * the number and consent; through proof also both sides of the card. Messages show on Next and then
 * follow the typing. The form stays open under the OTP dialog and the notices, so a refusal lands
 * the customer back in it, switched to proof; the two endings replace it. 'Proceed to PAN' hands
 * over to the PAN modal through the host.
 */
export function AadhaarModal({ open, onClose }: ProfileModalProps) {
  const flow = useAadhaarFlow();
  const modals = useProfileModals();
  const { step, form, kycType } = flow;
  const { errors } = form.formState;
  const ended = step.kind === 'ekyc' || step.kind === 'submitted';

  const proceedToPan = () => {
    // The host replaces this modal with the PAN modal; without one (or without PAN yet) it just ends.
    if (!modals?.open('pan')) onClose();
  };

  return (
    <>
      <Modal
        open={open && !ended}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.aadhaar}
        closeOnOutsideClick={false}
        dismissible={!flow.busy}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={flow.busy}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={flow.busy} disabled={flow.uploading}>
              Next
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={flow.next} className="grid gap-5">
          <RadioGroup
            legend="Verification Type"
            name="verificationType"
            options={VERIFICATION_OPTIONS}
            required
            inputProps={form.register('verificationType')}
            error={errors.verificationType?.message}
          />
          <RadioGroup
            legend="Number Type"
            name="kycType"
            options={KYC_OPTIONS}
            orientation="horizontal"
            required
            inputProps={flow.kycTypeField}
            error={errors.kycType?.message}
          />
          <TextInput
            {...flow.numberField}
            label={kycType === 'vid' ? 'VID Number' : 'Aadhaar Number'}
            required
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxGroupedLength(kycType)}
            placeholder={kycType === 'vid' ? 'XXXX XXXX XXXX XXXX' : 'XXXX XXXX XXXX'}
            error={errors.aadhaarNo?.message}
          />
          {flow.throughProof &&
            (['front', 'back'] as const).map((side) => (
              <Controller
                key={side}
                name={side}
                control={form.control}
                render={({ field, fieldState }) => (
                  <FileUploader
                    {...field}
                    label={SIDES[side]}
                    purpose="AADHAAR_PROOF"
                    required
                    error={fieldState.error?.message}
                    sample={AADHAAR_SAMPLES[side]}
                    onBusyChange={(busy) => flow.setUploadBusy(side, busy)}
                  />
                )}
              />
            ))}
          <Checkbox label={CONSENT} {...form.register('consent')} error={errors.consent?.message} />
          {flow.serverError && <InfoBanner tone="error">{flow.serverError}</InfoBanner>}
        </form>
        {step.kind === 'otp' && (
          <AadhaarOtpDialog
            sent={step.sent}
            form={step.form}
            onVerified={flow.verified}
            onRefused={flow.otpRefused}
            onCancel={flow.otpCancelled}
          />
        )}
        <KycNoticeDialog message={step.kind === 'notice' ? step.message : null} onClose={flow.noticeRead} />
      </Modal>
      <EkycSuccessDialog
        srNumber={open && step.kind === 'ekyc' ? step.srNumber : null}
        onPhysicalKyc={onClose}
        onProceedToPan={proceedToPan}
      />
      <RequestSubmitted
        serviceRequestId={open && step.kind === 'submitted' ? step.serviceRequestId : null}
        onClose={onClose}
        request="Aadhaar Card Number Update"
      />
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
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
import { KYC_TYPES, maxGroupedLength, VERIFICATION_TYPES } from './aadhaar-rules';
import { AADHAAR_SAMPLE_SOURCES } from './aadhaar-samples';
import { EkycSuccessDialog, KycNoticeDialog } from './kyc-dialogs';
import { useAadhaarFlow } from './use-aadhaar-flow';

const FORM_ID = 'aadhaar-form';
// The number's shape, grouped as it is typed: the same in every language.
const PLACEHOLDERS = { aadhar: 'XXXX XXXX XXXX', vid: 'XXXX XXXX XXXX XXXX' } as const; // i18n-ignore

/**
 * 'Update Aadhaar' (SPEC §2 "Profile modals", §3 "Aadhaar form", §5): how to verify, which number,
 * the number and consent; through proof also both sides of the card. Messages show on Next and then
 * follow the typing. The form stays open under the OTP dialog and the notices, so a refusal lands
 * the customer back in it, switched to proof; the two endings replace it. 'Proceed to PAN' hands
 * over to the PAN modal through the host.
 */
export function AadhaarModal({ open, onClose }: ProfileModalProps) {
  const flow = useAadhaarFlow();
  const t = useTranslations('profileModals');
  const tOpt = useTranslations('options');
  const tUi = useTranslations('ui');
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
              {tUi('cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} loading={flow.busy} disabled={flow.uploading}>
              {t('aadhaar.next')}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={flow.next} className="grid gap-5">
          <RadioGroup
            legend={t('aadhaar.verificationType')}
            name="verificationType"
            options={VERIFICATION_TYPES.map((value) => ({ value, label: tOpt(`aadhaarVerification.${value}`) }))}
            required
            inputProps={form.register('verificationType')}
            error={errors.verificationType?.message}
          />
          <RadioGroup
            legend={t('aadhaar.numberType')}
            name="kycType"
            options={KYC_TYPES.map((value) => ({ value, label: tOpt(`aadhaarNumberType.${value}`) }))}
            orientation="horizontal"
            required
            inputProps={flow.kycTypeField}
            error={errors.kycType?.message}
          />
          <TextInput
            {...flow.numberField}
            label={kycType === 'vid' ? t('aadhaar.vidNumber') : t('aadhaar.aadhaarNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxGroupedLength(kycType)}
            placeholder={PLACEHOLDERS[kycType]}
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
                    label={t(`aadhaar.${side}`)}
                    purpose="AADHAAR_PROOF"
                    required
                    error={fieldState.error?.message}
                    sample={{
                      src: AADHAAR_SAMPLE_SOURCES[side],
                      alt: t(side === 'front' ? 'aadhaar.sampleFrontAlt' : 'aadhaar.sampleBackAlt'),
                      label: t(side === 'front' ? 'aadhaar.sampleFront' : 'aadhaar.sampleBack'),
                    }}
                    onBusyChange={(busy) => flow.setUploadBusy(side, busy)}
                  />
                )}
              />
            ))}
          <Checkbox label={t('aadhaar.consent')} {...form.register('consent')} error={errors.consent?.message} />
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
        request={t('requests.aadhaar')}
      />
    </>
  );
}

'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { RadioGroup } from '@/components/ui/radio';
import { AadhaarNumberField } from './aadhaar-number-field';
import { groupInFours, KYC_TYPE_LABELS, KYC_TYPES, type KycType, VERIFICATION_LABELS, VERIFICATION_TYPES } from './aadhaar-rules';
import { AADHAAR_SAMPLES } from './aadhaar-samples';
import type { AadhaarForm as AadhaarFormValues, AadhaarFormInput } from './aadhaar-schema';

export const AADHAAR_FORM_ID = 'aadhaar-form';

const VERIFICATION_OPTIONS = VERIFICATION_TYPES.map((value) => ({ value, label: VERIFICATION_LABELS[value] }));
const KYC_OPTIONS = KYC_TYPES.map((value) => ({ value, label: KYC_TYPE_LABELS[value] }));

export const AADHAAR_CONSENT =
  'I consent to the insurer sharing my Aadhaar number or VID with the identity authority to verify my identity, ' +
  'and to using the result to update my KYC records.';

interface AadhaarFormProps {
  form: UseFormReturn<AadhaarFormInput, unknown, AadhaarFormValues>;
  onSubmit: (values: AadhaarFormValues) => void | Promise<void>;
  serverError: string | null;
  /** each side reports while its file is on its way, so Next can wait for both */
  onUploadBusyChange: (side: 'front' | 'back', busy: boolean) => void;
}

/**
 * 'Update Aadhaar' (SPEC §2, §3 "Aadhaar form", §5): how to verify, which number, the number and
 * consent; through proof also both sides of the card. Messages show on Next and then follow the
 * typing. The buttons sit in the modal's footer and reach this form by its id.
 */
export function AadhaarForm({ form, onSubmit, serverError, onUploadBusyChange }: AadhaarFormProps) {
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = form;
  const { errors } = formState;
  const kycType = watch('kycType') as KycType;
  const throughProof = watch('verificationType') === 'proof';

  const kycTypeField = register('kycType', {
    // A VID is longer: regroup what is there for the new kind, cut to its length.
    onChange: (event) => {
      const next = event.target.value as KycType;
      setValue('aadhaarNo', groupInFours(getValues('aadhaarNo'), next), { shouldValidate: formState.isSubmitted });
    },
  });

  return (
    <form id={AADHAAR_FORM_ID} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <RadioGroup
        legend="Verification Type"
        name="verificationType"
        options={VERIFICATION_OPTIONS}
        required
        inputProps={register('verificationType')}
        error={errors.verificationType?.message}
      />
      <RadioGroup
        legend="Number Type"
        name="kycType"
        options={KYC_OPTIONS}
        orientation="horizontal"
        required
        inputProps={kycTypeField}
        error={errors.kycType?.message}
      />
      <AadhaarNumberField kycType={kycType} registration={register('aadhaarNo')} error={errors.aadhaarNo?.message} />
      {throughProof &&
        (['front', 'back'] as const).map((side) => (
          <Controller
            key={side}
            name={side}
            control={control}
            render={({ field, fieldState }) => (
              <FileUploader
                {...field}
                label={side === 'front' ? 'Front side of the Aadhaar card' : 'Back side of the Aadhaar card'}
                purpose="AADHAAR_PROOF"
                required
                error={fieldState.error?.message}
                sample={AADHAAR_SAMPLES[side]}
                onBusyChange={(busy) => onUploadBusyChange(side, busy)}
              />
            )}
          />
        ))}
      <Checkbox label={AADHAAR_CONSENT} {...register('consent')} error={errors.consent?.message} />
      {serverError && <InfoBanner tone="error">{serverError}</InfoBanner>}
    </form>
  );
}

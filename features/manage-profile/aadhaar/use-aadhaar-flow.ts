import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { actionErrorMessage } from '@/lib/client/action-error';
import type { AuthorityOtpSent, AuthorityVerified } from '@/lib/server/data/kyc';
import { useUploadsBusy } from '../use-uploads-busy';
import { sendAadhaarOtpAction, submitAadhaarProofAction } from './actions';
import {
  authorityRefusalText,
  caretAfterGrouping,
  groupInFours,
  KYC_DIALOG_TEXTS,
  type KycType,
  stripSpaces,
} from './aadhaar-rules';
import { AADHAAR_FORM_DEFAULTS, type AadhaarForm, type AadhaarFormInput, aadhaarFormSchema } from './aadhaar-schema';

/** Where 'Update Aadhaar' is: the form, with the OTP or a notice over it, or how it ended. */
export type AadhaarStep =
  | { kind: 'form' }
  | { kind: 'otp'; sent: AuthorityOtpSent; form: AadhaarForm }
  | { kind: 'notice'; message: string }
  | { kind: 'ekyc'; srNumber: string }
  | { kind: 'submitted'; serviceRequestId: string };

/**
 * The flow of SPEC §4 "Aadhaar via the identity authority": Next sends the authority's OTP, the
 * OTP dialog verifies it, then e-KYC is complete (or a request is raised). Every refusal by the
 * authority, and a cancelled OTP dialog, opens a notice and switches the form to proof. Through
 * proof, Next raises the request with both sides of the card.
 */
export function useAadhaarFlow() {
  const form = useForm<AadhaarFormInput, unknown, AadhaarForm>({
    resolver: zodResolver(aadhaarFormSchema),
    defaultValues: AADHAAR_FORM_DEFAULTS,
  });
  const [step, setStep] = useState<AadhaarStep>({ kind: 'form' });
  const [uploading, setUploadBusy] = useUploadsBusy();
  const [kycType, verificationType] = useWatch({ control: form.control, name: ['kycType', 'verificationType'] });

  const toProof = (message: string) => {
    // The number stays: the proof is for the same card, and 1003 invites a correction too.
    form.setValue('verificationType', 'proof');
    form.clearErrors();
    setStep({ kind: 'notice', message });
  };
  const send = useAction(sendAadhaarOtpAction, {
    onSuccess: ({ data, input }) =>
      data.status === 'refused'
        ? toProof(authorityRefusalText('send', data.code))
        : setStep({ kind: 'otp', sent: data, form: input.form }),
  });
  const proof = useAction(submitAadhaarProofAction, {
    onSuccess: ({ data }) => setStep({ kind: 'submitted', serviceRequestId: data.serviceRequestId }),
  });

  const next = form.handleSubmit((values) => {
    // Only the way taken now may speak: the other's old refusal goes.
    if (values.verificationType === 'proof') {
      send.reset();
      proof.execute(values);
    } else {
      proof.reset();
      send.execute({ form: values });
    }
  });

  // A VID is longer: regroup what is there for the new kind, cut to its length.
  const kycTypeField = form.register('kycType', {
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setValue('aadhaarNo', groupInFours(form.getValues('aadhaarNo'), event.target.value as KycType), {
        shouldValidate: form.formState.isSubmitted,
      }),
  });
  // The number, grouped in fours as it is typed or pasted (SPEC §5), the caret kept where it was.
  const numberRegistration = form.register('aadhaarNo');
  const numberField = {
    ...numberRegistration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const typedBefore = stripSpaces(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
      const grouped = groupInFours(input.value, kycType as KycType);
      if (grouped !== input.value) {
        input.value = grouped;
        const caret = caretAfterGrouping(grouped, typedBefore);
        input.setSelectionRange(caret, caret);
      }
      return numberRegistration.onChange(event);
    },
  };

  const failed = send.hasErrored ? send.result : proof.hasErrored ? proof.result : null;
  return {
    form,
    step,
    kycType: kycType as KycType,
    throughProof: verificationType === 'proof',
    kycTypeField,
    numberField,
    busy: send.isPending || proof.isPending,
    serverError: failed && actionErrorMessage(failed),
    uploading,
    setUploadBusy,
    next,
    verified: (answer: AuthorityVerified) =>
      setStep(
        answer.ekycCompleted
          ? { kind: 'ekyc', srNumber: answer.srNumber }
          : { kind: 'submitted', serviceRequestId: answer.srNumber },
      ),
    otpRefused: toProof,
    otpCancelled: () => toProof(KYC_DIALOG_TEXTS.cancelled),
    noticeRead: () => setStep({ kind: 'form' }),
  };
}

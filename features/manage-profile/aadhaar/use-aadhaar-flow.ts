import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { outcomeOf } from '@/lib/client/action-outcome';
import type { AuthorityOtpSent, AuthorityVerified } from '@/lib/server/data/kyc';
import { sendAadhaarOtpAction, submitAadhaarProofAction } from './actions';
import { authorityRefusalText, KYC_DIALOG_TEXTS } from './aadhaar-rules';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());

  const toProof = (message: string) => {
    // The number stays: the proof is for the same card, and 1003 invites a correction too.
    form.setValue('verificationType', 'proof');
    form.clearErrors();
    setStep({ kind: 'notice', message });
  };

  const next = async (values: AadhaarForm) => {
    setServerError(null);
    if (values.verificationType === 'proof') {
      const result = await outcomeOf(submitAadhaarProofAction(values));
      if (!result.ok) return setServerError(result.message);
      return setStep({ kind: 'submitted', serviceRequestId: result.data.serviceRequestId });
    }
    const result = await outcomeOf(sendAadhaarOtpAction({ form: values }));
    if (!result.ok) return setServerError(result.message);
    if (result.data.status === 'refused') return toProof(authorityRefusalText('send', result.data.code));
    setStep({ kind: 'otp', sent: result.data, form: values });
  };

  const verified = (answer: AuthorityVerified) =>
    setStep(
      answer.ekycCompleted
        ? { kind: 'ekyc', srNumber: answer.srNumber }
        : { kind: 'submitted', serviceRequestId: answer.srNumber },
    );

  const setUploadBusy = (side: string, busy: boolean) =>
    setUploading((sides) => {
      const now = new Set(sides);
      if (busy) now.add(side);
      else now.delete(side);
      return now;
    });

  return {
    form,
    step,
    serverError,
    uploading: uploading.size > 0,
    next,
    verified,
    otpRefused: toProof,
    otpCancelled: () => toProof(KYC_DIALOG_TEXTS.cancelled),
    noticeRead: () => setStep({ kind: 'form' }),
    setUploadBusy,
  };
}

import { useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { outcomeOf } from '@/lib/client/action-outcome';
import { intimateClaimAction, lookUpIfscAction } from './actions';
import { type ClaimType, isIfscShaped, normaliseIfsc } from './claim-rules';
import { CLAIM_DEFAULTS, type ClaimFormInput, type ClaimFormValues, claimFormSchema } from './claim-schema';

export interface ClaimPolicyOption {
  policyNo: string;
  label: string;
  /** the claim types this policy takes: death when the life assured is someone else, else critical illness */
  types: readonly ClaimType[];
  /** ISO; empty when unknown (the core still checks) */
  startDate: string;
}

/**
 * 'Intimate a Claim': the form, the IFSC look-up that fills bank and branch, and the request.
 * A refusal from the core (the duplicate rule, a date, a policy it will not take) shows above
 * the submit button; success shows the SR number, then the form starts afresh and the claims
 * beside it are read again.
 */
export function useClaimForm(policies: readonly ClaimPolicyOption[]) {
  const router = useRouter();
  const starts = useMemo(() => new Map(policies.map((p) => [p.policyNo, p.startDate || undefined])), [policies]);
  const form = useForm<ClaimFormInput, unknown, ClaimFormValues>({
    resolver: zodResolver(claimFormSchema((policyNo) => starts.get(policyNo))),
    mode: 'onTouched',
    defaultValues: CLAIM_DEFAULTS,
  });
  const { setValue, setError, trigger, getValues } = form;
  const [branch, setBranch] = useState('');
  const [lookingUp, setLookingUp] = useState(false);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  // Only the latest look-up may fill the form: an earlier code's answer can arrive later.
  const lookup = useRef(0);

  /** Call on every change of the IFSC: bank and branch belong to the code they were looked up for. */
  const ifscChanged = async (text: string) => {
    const mine = ++lookup.current;
    if (getValues('bankName')) setValue('bankName', '');
    setBranch('');
    if (!isIfscShaped(text)) return setLookingUp(false);
    setLookingUp(true);
    const result = await outcomeOf(lookUpIfscAction({ ifsc: normaliseIfsc(text) }));
    if (mine !== lookup.current) return;
    setLookingUp(false);
    if (!result.ok) return setError('ifsc', { message: result.message }, { shouldFocus: false });
    setValue('bankName', result.data.bankName);
    setBranch(result.data.branchCode);
    void trigger('ifsc');
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSending(true);
    const result = await outcomeOf(intimateClaimAction(values));
    setSending(false);
    if (!result.ok) return setServerError(result.message);
    setServiceRequestId(result.data.serviceRequestId);
  });

  const done = () => {
    setServiceRequestId(null);
    form.reset(CLAIM_DEFAULTS);
    setBranch('');
    // The new claim shows in Track beside the form (and in the tracker) on the next read.
    router.refresh();
  };

  const setUploadBusy = (field: string, busy: boolean) =>
    setUploading((fields) => {
      const now = new Set(fields);
      if (busy) now.add(field);
      else now.delete(field);
      return now;
    });

  /** A new claim type keeps only a policy that takes it. */
  const typeChanged = (type: ClaimType) => {
    const chosen = policies.find((p) => p.policyNo === getValues('policyNumber'));
    if (chosen && !chosen.types.includes(type)) setValue('policyNumber', '');
  };

  return {
    form,
    policies,
    branch,
    lookingUp,
    ifscChanged,
    typeChanged,
    uploading: uploading.size > 0,
    setUploadBusy,
    serverError,
    submit,
    sending,
    serviceRequestId,
    done,
  };
}

export type ClaimForm = ReturnType<typeof useClaimForm>;

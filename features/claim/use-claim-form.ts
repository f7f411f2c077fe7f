import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { actionErrorMessage } from '@/lib/client/action-error';
import { intimateClaimAction, lookUpIfscAction } from './actions';
import { type ClaimType, isIfscShaped, normaliseIfsc } from './claim-rules';
import { CLAIM_DEFAULTS, claimFormSchema } from './claim-schema';

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
 * beside it are read again. Both calls' progress and answers are their hooks' own state.
 */
export function useClaimForm(policies: readonly ClaimPolicyOption[]) {
  const router = useRouter();
  const starts = useMemo(() => new Map(policies.map((p) => [p.policyNo, p.startDate || undefined])), [policies]);
  const { form, action, handleSubmitWithAction, resetFormAndAction } = useHookFormAction(
    intimateClaimAction,
    zodResolver(claimFormSchema((policyNo) => starts.get(policyNo))),
    { formProps: { mode: 'onTouched', defaultValues: CLAIM_DEFAULTS } },
  );
  const { setValue, setError, trigger, getValues } = form;
  // The hook keeps only the latest look-up's answer, so an earlier code's late answer fills nothing.
  const lookup = useAction(lookUpIfscAction, {
    onSuccess: ({ data }) => {
      setValue('bankName', data.bankName);
      void trigger('ifsc');
    },
    onError: ({ error }) => setError('ifsc', { message: actionErrorMessage(error) }, { shouldFocus: false }),
  });
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());

  /** Call on every change of the IFSC: bank and branch belong to the code they were looked up for. */
  const ifscChanged = (text: string) => {
    if (getValues('bankName')) setValue('bankName', '');
    if (isIfscShaped(text)) lookup.execute({ ifsc: normaliseIfsc(text) });
    else lookup.reset();
  };

  const done = () => {
    resetFormAndAction();
    lookup.reset();
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
    branch: lookup.hasSucceeded ? lookup.result.data.branchName : '',
    lookingUp: lookup.isPending,
    ifscChanged,
    typeChanged,
    uploading: uploading.size > 0,
    setUploadBusy,
    serverError: action.hasErrored ? actionErrorMessage(action.result) : null,
    submit: handleSubmitWithAction,
    sending: action.isPending,
    serviceRequestId: action.result.data?.serviceRequestId ?? null,
    done,
  };
}

export type ClaimForm = ReturnType<typeof useClaimForm>;

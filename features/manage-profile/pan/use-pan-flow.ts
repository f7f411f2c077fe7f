import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { updatePanAction, verifyPanAction } from './actions';
import { normalisePan, PAN_RESULT_TEXTS, panTypingProblem } from './pan-rules';
import { PAN_FORM_DEFAULTS, panFormSchema } from './pan-schema';

/**
 * 'Edit Pan Card' (SPEC §4 "PAN check"): Verify asks the issuer and keeps its answer in the form
 * until the PAN is typed again; Submit verifies first when nothing is checked yet, then sends the
 * request. Both calls' progress and refusals are their hooks' own state.
 */
export function usePanFlow() {
  const {
    form,
    action: update,
    handleSubmitWithAction,
  } = useHookFormAction(updatePanAction, zodResolver(panFormSchema), { formProps: { defaultValues: PAN_FORM_DEFAULTS } });
  const check = useAction(verifyPanAction, {
    onSuccess: ({ data: { panCheck } }) => {
      form.setValue('panCheck', panCheck);
      // The mismatch is a dialog (check.result stays until it is closed); the others are toasts.
      if (panCheck !== 'mismatch') notify(panCheck === 'verified' ? 'success' : 'error', PAN_RESULT_TEXTS[panCheck]);
    },
  });
  const [uploading, setUploading] = useState(false);
  const [pan, panCheck] = useWatch({ control: form.control, name: ['panNumber', 'panCheck'] });

  const type = (raw: string) => {
    const typed = normalisePan(raw);
    form.setValue('panNumber', typed);
    // A new PAN has not been checked (SPEC §4: typing resets the state to null).
    if (form.getValues('panCheck') !== null) form.setValue('panCheck', null);
    // Typing after a press shows the typing message again instead of the press's (SPEC §5 "PAN").
    form.clearErrors('panNumber');
    check.reset();
    update.reset();
    return typed;
  };

  const verify = async () => {
    check.reset();
    update.reset();
    if (await form.trigger('panNumber')) check.execute({ panNumber: form.getValues('panNumber') });
  };

  const submit = (event: FormEvent) => {
    if (form.getValues('panCheck') !== null) {
      check.reset();
      return handleSubmitWithAction(event);
    }
    event.preventDefault();
    return verify();
  };

  const failed = check.hasErrored ? check.result : update.hasErrored ? update.result : null;
  return {
    form,
    panCheck,
    panError: form.formState.errors.panNumber?.message ?? panTypingProblem(pan),
    type,
    verify,
    verifying: check.isPending,
    submit,
    submitting: update.isPending,
    busy: check.isPending || update.isPending,
    uploading,
    setUploading,
    serverError: failed && actionErrorMessage(failed),
    mismatchOpen: check.result.data?.panCheck === 'mismatch',
    closeMismatch: check.reset,
    serviceRequestId: update.result.data?.serviceRequestId ?? null,
  };
}

export type PanFlow = ReturnType<typeof usePanFlow>;

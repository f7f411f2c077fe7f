import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import { updatePanAction, verifyPanAction } from './actions';
import { normalisePan, PAN_RESULT_TEXTS } from './pan-rules';
import { PAN_FORM_DEFAULTS, type PanForm, type PanFormInput, panFormSchema } from './pan-schema';

/**
 * 'Edit Pan Card' (SPEC §4 "PAN check"): Verify asks the issuer and keeps its answer until the PAN
 * is typed again; Submit verifies first when nothing is checked yet, then sends the request.
 */
export function usePanFlow() {
  const form = useForm<PanFormInput, unknown, PanForm>({
    resolver: zodResolver(panFormSchema),
    defaultValues: PAN_FORM_DEFAULTS,
  });
  const [verifying, setVerifying] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Typing after a press shows the typing message again instead of the press's (SPEC §5 "PAN").
  const [typedSincePress, setTypedSincePress] = useState(false);
  const [mismatchOpen, setMismatchOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  const panCheck = form.watch('panCheck');

  const type = (raw: string) => {
    const pan = normalisePan(raw);
    form.setValue('panNumber', pan);
    // A new PAN has not been checked (SPEC §4: typing resets the state to null).
    if (form.getValues('panCheck') !== null) form.setValue('panCheck', null);
    form.clearErrors('panNumber');
    setTypedSincePress(true);
    setServerError(null);
    return pan;
  };

  const verify = async () => {
    setTypedSincePress(false);
    setServerError(null);
    if (!(await form.trigger('panNumber'))) return;
    setVerifying(true);
    const result = await outcomeOf(verifyPanAction({ panNumber: form.getValues('panNumber') }));
    setVerifying(false);
    if (!result.ok) return setServerError(result.message);
    const check = result.data.panCheck;
    form.setValue('panCheck', check);
    if (check === 'mismatch') return setMismatchOpen(true);
    notify(check === 'verified' ? 'success' : 'error', PAN_RESULT_TEXTS[check]);
  };

  const send = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await outcomeOf(updatePanAction(values));
    if (!result.ok) return setServerError(result.message);
    setServiceRequestId(result.data.serviceRequestId);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTypedSincePress(false);
    if (form.getValues('panCheck') === null) return verify();
    await send(event);
  };

  return {
    form,
    panCheck,
    verifying,
    busy: verifying || form.formState.isSubmitting,
    uploading,
    setUploading,
    serverError,
    typedSincePress,
    type,
    verify,
    submit,
    mismatchOpen,
    closeMismatch: () => setMismatchOpen(false),
    serviceRequestId,
  };
}

export type PanFlow = ReturnType<typeof usePanFlow>;

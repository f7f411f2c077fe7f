'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { use, useId, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { contactOtpChannel } from '@/components/otp/contact-otp-channel';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { errorClass } from '@/components/ui/field-styles';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { actionErrorMessage } from '@/lib/client/action-error';
import { todayInIndia } from '@/lib/format';
import { changeNomineeAction } from './actions';
import {
  emptyNominee,
  MAX_NOMINEES,
  nomineeFormSchema,
  shareTotal,
  type NomineeFormInput,
  type NomineeFormValues,
  type NomineeRowInput,
} from './nominee-rules';
import { NomineeRow } from './nominee-row';

interface FlowProps {
  policyNo: string;
  /** the nominees now (streamed with the page; the modal's spinner covers the wait) */
  current: Promise<NomineeRowInput[]>;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSubmitted: (serviceRequestId: string) => void;
  onClose: () => void;
}

/** The new nominees, then the OTP of this policy, then the request. Mounted only while the modal is open. */
export function ChangeNomineeFlow({ policyNo, current, busy, onBusyChange, onSubmitted, onClose }: FlowProps) {
  const t = useTranslations();
  const nominees = use(current);
  const [values, setValues] = useState<NomineeFormInput>({ nominees });
  const [confirming, setConfirming] = useState(false);
  // The OTP could not be sent (e.g. the core's duplicate rule); a refused request is the action's own result.
  const [otpRefusal, setOtpRefusal] = useState<string | null>(null);
  const request = useAction(changeNomineeAction, { onSuccess: ({ data }) => onSubmitted(data.serviceRequestId) });

  const refusal = otpRefusal ?? (request.hasErrored ? actionErrorMessage(request.result) : null);
  if (refusal !== null) return <FlowRefusal message={refusal} onClose={onClose} />;
  if (!confirming) {
    const next = (typed: NomineeFormInput) => {
      setValues(typed);
      setConfirming(true);
    };
    return <NomineeForm initial={values} onNext={next} onCancel={onClose} />;
  }

  // The OTP form stays busy until the request settles. A redirect (the session ended) or a call
  // that never got an answer rejects: the hook's status already says which, so nothing is left to do.
  const submit = (srRequestToken: string) =>
    request.executeAsync({ policyNo, nominees: values.nominees, srRequestToken }).then(
      () => undefined,
      () => undefined,
    );
  return (
    <>
      <StepHeading>{t('otp.title')}</StepHeading>
      <OtpForm
        channel={contactOtpChannel('NOMINEE_CHANGE', policyNo)}
        onVerified={submit}
        onFailure={setOtpRefusal}
        onBusyChange={onBusyChange}
      />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={() => setConfirming(false)}>
        {t('policyDetails.changeNominee.edit')}
      </Button>
    </>
  );
}

const resolver = zodResolver(nomineeFormSchema);

interface NomineeFormProps {
  /** what the customer had typed, when they come back from the OTP to edit */
  initial: NomineeFormInput;
  /** every rule holds: the values go on to the OTP, then to the action as typed */
  onNext: (values: NomineeFormInput) => void;
  onCancel: () => void;
}

/**
 * The new nominees, replacing the current ones. Each field speaks once left; the shares' total
 * shows as it changes and its rule is said on Submit, where every rule is judged before the OTP.
 */
function NomineeForm({ initial, onNext, onCancel }: NomineeFormProps) {
  const t = useTranslations('policyDetails.changeNominee');
  const today = todayInIndia();
  const totalId = useId();
  const methods = useForm<NomineeFormInput, unknown, NomineeFormValues>({ resolver, mode: 'onTouched', defaultValues: initial });
  const { control, handleSubmit, getValues, formState } = methods;
  const { fields, append, remove } = useFieldArray({ control, name: 'nominees' });
  const total = shareTotal(useWatch({ control, name: 'nominees' }) ?? []);
  const totalWrong = formState.isSubmitted && total !== 100;

  return (
    <FormProvider {...methods}>
      <form onSubmit={handleSubmit(() => onNext(getValues()))} noValidate className="grid gap-4">
        <p className="text-ink-700">{t('intro')}</p>
        {fields.map((row, index) => (
          <NomineeRow key={row.id} index={index} today={today} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => append(emptyNominee())} disabled={fields.length >= MAX_NOMINEES}>
            {t('add')}
          </Button>
        </div>
        <div id={totalId}>
          <p className="font-semibold text-ink-900">{t('total', { total })}</p>
          {totalWrong && (
            <p role="alert" className={errorClass}>
              {t('errors.total')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" aria-describedby={totalWrong ? totalId : undefined}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

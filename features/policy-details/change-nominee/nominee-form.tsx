'use client';

import { useId } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { errorClass } from '@/components/ui/field-styles';
import { todayInIndia } from '@/lib/format';
import {
  emptyNominee,
  MAX_NOMINEES,
  NOMINEE_MESSAGES,
  nomineeFormSchema,
  shareTotal,
  type NomineeFormInput,
  type NomineeFormValues,
} from './nominee-rules';
import { NomineeRow } from './nominee-row';

interface NomineeFormProps {
  /** what the customer had typed, when they come back from the OTP to edit */
  initial: NomineeFormInput;
  /** every rule holds: the values go on to the OTP, then to the action as typed */
  onNext: (values: NomineeFormInput) => void;
  onCancel: () => void;
}

const resolver = zodResolver(nomineeFormSchema);

/**
 * The new nominees, replacing the current ones. Each field speaks once left; the shares' total
 * shows as it changes and its rule is said on Submit, where every rule is judged before the OTP.
 */
export function NomineeForm({ initial, onNext, onCancel }: NomineeFormProps) {
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
        <p className="text-ink-700">The nominees below replace the current ones. Their shares must add up to 100%.</p>
        {fields.map((row, index) => (
          <NomineeRow key={row.id} index={index} today={today} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => append(emptyNominee())} disabled={fields.length >= MAX_NOMINEES}>
            Add Nominee
          </Button>
        </div>
        <div id={totalId}>
          <p className="font-semibold text-ink-900">Total share: {total}%</p>
          {totalWrong && (
            <p role="alert" className={errorClass}>
              {NOMINEE_MESSAGES.total}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" aria-describedby={totalWrong ? totalId : undefined}>
            Submit
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

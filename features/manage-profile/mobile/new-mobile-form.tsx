'use client';

import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { StepHeading } from '@/components/ui/flow-parts';
import { newMobileSchema, type NewMobileInput } from './mobile-rules';

interface NewMobileFormProps {
  /** the registered number, masked as the profile shows it */
  currentMasked: string | null;
  /** the number typed before, when the customer comes back to change it */
  initial: string;
  /** the core's answer about that number (the current one, another customer's) */
  refusal: string | null;
  onNext: (mobileNo: string) => void;
  onCancel: () => void;
}

const resolver = zodResolver(newMobileSchema);

/** Step 2 of a mobile change: the new number, to which the next OTP goes. */
export function NewMobileForm({ currentMasked, initial, refusal, onNext, onCancel }: NewMobileFormProps) {
  const { register, handleSubmit, formState } = useForm<NewMobileInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { mobileNo: initial },
  });
  const { errors, isValid } = formState;
  // The core's answer stands until the number is edited; the field has the focus meanwhile.
  const [answer, setAnswer] = useState(refusal);

  const field = register('mobileNo');
  // Digits only: anything else typed simply does not appear.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits !== event.target.value) event.target.value = digits;
    setAnswer(null);
    return field.onChange(event);
  };

  return (
    <form onSubmit={handleSubmit(({ mobileNo }) => onNext(mobileNo))} noValidate className="grid gap-4">
      <StepHeading>New Mobile Number</StepHeading>
      <TextInput label="Current Mobile Number" value={currentMasked ?? ''} readOnly />
      <TextInput
        label="New Mobile Number"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        autoFocus
        hint="We will send an OTP to this number to confirm it is yours."
        error={errors.mobileNo?.message ?? answer ?? undefined}
        {...field}
        onChange={onChange}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isValid}>
          Send OTP
        </Button>
      </div>
    </form>
  );
}

'use client';

import { useState, type ChangeEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX, EMAIL_TYPES } from '@portal/contracts/contact';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { outcomeOf } from '@/lib/client/action-outcome';
import { StepHeading } from '@/components/ui/flow-parts';
import type { ContactDetails } from '../contact-otp/use-contact-details';
import { updateEmailAction } from './actions';
import { EMAIL_MESSAGES, emailFormSchema, type EmailFormInput, type EmailFormValues } from './email-rules';

interface EmailFormProps {
  current: ContactDetails;
  srRequestToken: string;
  onSubmitted: (serviceRequestId: string) => void;
  onCancel: () => void;
}

const TYPE_OPTIONS = EMAIL_TYPES.map((t) => ({ value: t, label: t }));
const resolver = zodResolver(emailFormSchema);

/**
 * 'Edit Email Address' (SPEC §2, §5): shown once the OTP is verified. Messages appear as a field
 * is left and follow the typing from then on; Submit stays disabled until every rule the browser
 * can judge holds (see email-rules.ts for the one it cannot).
 */
export function EmailForm({ current, srRequestToken, onSubmitted, onCancel }: EmailFormProps) {
  const form = useForm<EmailFormInput, unknown, EmailFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { emailType: 'Primary', newEmail: '', confirmEmail: '' },
  });
  const { register, handleSubmit, watch, trigger, getFieldState, setError, formState } = form;
  const { errors, isValid, isSubmitting } = formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const old = watch('emailType') === 'Primary' ? current.email : current.alternateEmail;

  // A rule that reads another field: re-judge that field once the customer has been there.
  const recheck = (name: FieldPath<EmailFormInput>) => {
    if (getFieldState(name).isTouched) void trigger(name);
  };
  // Lowercased as typed (SPEC §5), so what the customer sees is what is sent.
  const lowercased = (name: 'newEmail' | 'confirmEmail', dependent?: 'confirmEmail') => {
    const field = register(name);
    return {
      ...field,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        const lower = event.target.value.toLowerCase();
        if (lower !== event.target.value) event.target.value = lower;
        await field.onChange(event);
        if (dependent) recheck(dependent);
      },
    };
  };
  const emailType = register('emailType');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await outcomeOf(updateEmailAction({ ...values, srRequestToken }));
    if (result.ok) return onSubmitted(result.data.serviceRequestId);
    // The one rule only the core can judge reads as the field's own message.
    if (result.message === EMAIL_MESSAGES.sameAsOld) setError('newEmail', { message: result.message }, { shouldFocus: true });
    else setServerError(result.message);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <StepHeading>Edit Email Address</StepHeading>
      <RadioGroup legend="Email Type" name="emailType" options={TYPE_OPTIONS} orientation="horizontal" inputProps={emailType} />
      <TextInput
        label="Current Email"
        value={old ?? ''}
        readOnly
        hint={old ? undefined : 'No email of this type is registered with us.'}
      />
      <TextInput
        label="New Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX}
        required
        autoFocus
        error={errors.newEmail?.message}
        {...lowercased('newEmail', 'confirmEmail')}
      />
      <TextInput
        label="Confirm Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX}
        required
        error={errors.confirmEmail?.message}
        {...lowercased('confirmEmail')}
      />
      {serverError && <InfoBanner tone="error">{serverError}</InfoBanner>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          Submit
        </Button>
      </div>
    </form>
  );
}

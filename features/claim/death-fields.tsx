import { Controller, useWatch } from 'react-hook-form';
import { CAUSES_OF_DEATH } from '@portal/contracts/claims';
import { DropdownField } from '@/components/ui/dropdown-field';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { CLAIMANT_RELATIONSHIPS, PLEASE_SELECT } from './claim-rules';
import type { ClaimForm } from './use-claim-form';

const CAUSE_OPTIONS = CAUSES_OF_DEATH.map((c) => ({ value: c, label: c }));
const RELATIONSHIP_OPTIONS = CLAIMANT_RELATIONSHIPS.map((r) => ({ value: r, label: r }));

/** A death claim's own fields: the cause, the claimant and the account the claim is paid into. */
export function DeathFields({ flow }: { flow: ClaimForm }) {
  const { control, register, formState } = flow.form;
  const errors = formState.errors;
  const ifsc = register('ifsc');
  const bankName = useWatch({ control, name: 'bankName' });

  return (
    <>
      <Controller
        name="causeOfDeath"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="Cause of Death"
            name={field.name}
            options={CAUSE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            inputProps={{ onBlur: field.onBlur }}
            orientation="horizontal"
            required
            error={fieldState.error?.message}
          />
        )}
      />
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink-900">Claimant</legend>
        <TextInput
          label="Claimant Name"
          autoComplete="off"
          maxLength={100}
          required
          error={errors.claimantName?.message}
          {...register('claimantName')}
        />
        <DropdownField
          name="relationship"
          control={control}
          label="Relationship with Life Assured"
          placeholder={PLEASE_SELECT}
          options={RELATIONSHIP_OPTIONS}
          required
        />
        <TextInput
          label="Claimant Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required
          error={errors.claimantMobile?.message}
          {...register('claimantMobile')}
        />
        <TextInput
          label="Claimant Email"
          type="email"
          autoComplete="off"
          maxLength={320}
          required
          error={errors.claimantEmail?.message}
          {...register('claimantEmail')}
        />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink-900">Claimant&apos;s Bank Account</legend>
        <TextInput
          label="Account Number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          required
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextInput
          label="IFSC Code"
          autoComplete="off"
          maxLength={11}
          required
          hint={flow.lookingUp ? 'Looking up the bank…' : '11 characters, e.g. SBIN0005943: the bank and branch fill in.'}
          error={errors.ifsc?.message}
          autoCapitalize="characters"
          {...ifsc}
          onChange={(e) => {
            // Upper-cased as typed, so the value is the code the customer sees (not only its look).
            e.target.value = e.target.value.toUpperCase();
            flow.ifscChanged(e.target.value);
            void ifsc.onChange(e);
          }}
        />
        <TextInput label="Bank Name" readOnly value={bankName} placeholder="Filled from the IFSC Code" />
        <TextInput label="Branch" readOnly value={flow.branch} placeholder="Filled from the IFSC Code" />
      </fieldset>
    </>
  );
}

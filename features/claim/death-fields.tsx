import { useTranslations } from 'next-intl';
import { useRelationshipOptions } from '@/lib/i18n/option-labels';
import { Controller, useWatch } from 'react-hook-form';
import { DropdownField } from '@/components/ui/dropdown-field';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { CAUSE_OPTIONS, CLAIMANT_RELATIONSHIPS, PLEASE_SELECT } from './claim-rules';
import type { ClaimForm } from './use-claim-form';

/** A death claim's own fields: the cause, the claimant and the account the claim is paid into. */
export function DeathFields({ flow }: { flow: ClaimForm }) {
  const { control, register, formState } = flow.form;
  const errors = formState.errors;
  const ifsc = register('ifsc');
  const bankName = useWatch({ control, name: 'bankName' });
  const t = useTranslations();
  const relationships = useRelationshipOptions(CLAIMANT_RELATIONSHIPS);
  const causes = CAUSE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }));

  return (
    <>
      <Controller
        name="causeOfDeath"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('claim.death.cause')}
            name={field.name}
            options={causes}
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
        <legend className="mb-2 font-semibold text-ink-900">{t('claim.death.claimant')}</legend>
        <TextInput
          label={t('claim.death.claimantName')}
          autoComplete="off"
          maxLength={100}
          required
          error={errors.claimantName?.message}
          {...register('claimantName')}
        />
        <DropdownField
          name="relationship"
          control={control}
          label={t('claim.death.relationship')}
          placeholder={PLEASE_SELECT}
          options={relationships}
          required
        />
        <TextInput
          label={t('claim.death.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required
          error={errors.claimantMobile?.message}
          {...register('claimantMobile')}
        />
        <TextInput
          label={t('claim.death.email')}
          type="email"
          autoComplete="off"
          maxLength={320}
          required
          error={errors.claimantEmail?.message}
          {...register('claimantEmail')}
        />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink-900">{t('claim.death.bankAccount')}</legend>
        <TextInput
          label={t('claim.death.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          required
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextInput
          label={t('claim.death.ifsc')}
          autoComplete="off"
          maxLength={11}
          required
          hint={flow.lookingUp ? t('claim.death.lookingUp') : t('claim.death.ifscHint')}
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
        <TextInput label={t('claim.death.bankName')} readOnly value={bankName} placeholder={t('claim.death.fromIfsc')} />
        <TextInput label={t('claim.death.branch')} readOnly value={flow.branch} placeholder={t('claim.death.fromIfsc')} />
      </fieldset>
    </>
  );
}

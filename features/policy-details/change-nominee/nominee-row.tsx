'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { DropdownField } from '@/components/ui/dropdown-field';
import { TextInput } from '@/components/ui/text-input';
import { useRelationshipOptions } from '@/lib/i18n/option-labels';
import { PERCENT_MAX_CHARS, sanitisePercentInput } from '@/lib/percent-input';
import { isMinor, type NomineeFormInput } from './nominee-rules';

interface NomineeRowProps {
  index: number;
  today: string;
  /** absent for the only nominee: there is always at least one */
  onRemove?: () => void;
}

/** One nominee; an appointee's fields join it as soon as the date of birth makes them a minor. */
export function NomineeRow({ index, today, onRemove }: NomineeRowProps) {
  const t = useTranslations('policyDetails.changeNominee');
  const { register, control, formState } = useFormContext<NomineeFormInput>();
  const errors = formState.errors.nominees?.[index];
  const dateOfBirth = useWatch({ control, name: `nominees.${index}.dateOfBirth` });
  const minor = isMinor(dateOfBirth, today);
  const label = t('nominee', { number: index + 1 });
  const field = <K extends keyof NomineeFormInput['nominees'][number]>(key: K) => `nominees.${index}.${key}` as const;
  const share = register(field('sharePercentage'));

  return (
    <fieldset className="grid gap-4 rounded-lg border border-brand-100 p-4 md:grid-cols-2">
      <legend className="px-1 font-semibold text-ink-900">{label}</legend>
      <TextInput
        label={t('name')}
        autoComplete="off"
        maxLength={100}
        required
        error={errors?.nomineeName?.message}
        {...register(field('nomineeName'))}
      />
      <RelationshipField name={field('relationship')} label={t('relationship')} />
      <DateInput
        label={t('dateOfBirth')}
        name={field('dateOfBirth')}
        control={control}
        required
        error={errors?.dateOfBirth?.message}
      />
      <TextInput
        label={t('share')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PERCENT_MAX_CHARS}
        required
        error={errors?.sharePercentage?.message}
        {...share}
        // As in the fund forms: digits only, never above 100.
        onChange={(event) => {
          const kept = sanitisePercentInput(event.target.value);
          if (kept !== event.target.value) event.target.value = kept;
          return share.onChange(event);
        }}
      />
      {minor && (
        <>
          <p className="text-sm text-ink-700 md:col-span-2">{t('minor')}</p>
          <TextInput
            label={t('appointeeName')}
            autoComplete="off"
            maxLength={100}
            required
            error={errors?.appointeeName?.message}
            {...register(field('appointeeName'))}
          />
          <RelationshipField name={field('appointeeRelationship')} label={t('appointeeRelationship')} />
        </>
      )}
      {onRemove && (
        <div className="md:col-span-2">
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('removeLabel', { nominee: label })}>
            {t('remove')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** A relationship from the SPEC's list, for the nominee and for an appointee alike. */
type RelationshipPath = `nominees.${number}.${'relationship' | 'appointeeRelationship'}`;

function RelationshipField({ name, label }: { name: RelationshipPath; label: string }) {
  const { control } = useFormContext<NomineeFormInput>();
  const t = useTranslations('ui');
  const options = useRelationshipOptions();
  return <DropdownField control={control} name={name} label={label} placeholder={t('pleaseSelect')} options={options} required />;
}

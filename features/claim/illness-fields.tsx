import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { INTIMATED_BY_OPTIONS } from './claim-rules';
import type { ClaimForm } from './use-claim-form';

/** A critical illness / rider claim's own fields: what was diagnosed, where, and who is telling us. */
export function IllnessFields({ flow }: { flow: ClaimForm }) {
  const { control, register, formState } = flow.form;
  const errors = formState.errors;
  const t = useTranslations();
  const intimatedBy = INTIMATED_BY_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }));
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <TextInput
          label={t('claim.illness.illness')}
          autoComplete="off"
          maxLength={200}
          required
          error={errors.illness?.message}
          {...register('illness')}
        />
        <TextInput
          label={t('claim.illness.hospital')}
          autoComplete="off"
          maxLength={200}
          required
          error={errors.hospital?.message}
          {...register('hospital')}
        />
      </div>
      <Controller
        name="intimatedBy"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('claim.illness.intimatedBy')}
            name={field.name}
            options={intimatedBy}
            value={field.value}
            onChange={field.onChange}
            inputProps={{ onBlur: field.onBlur }}
            required
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

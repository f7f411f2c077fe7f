import { Controller } from 'react-hook-form';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { INTIMATED_BY_OPTIONS } from './claim-rules';
import type { ClaimForm } from './use-claim-form';

/** A critical illness / rider claim's own fields: what was diagnosed, where, and who is telling us. */
export function IllnessFields({ flow }: { flow: ClaimForm }) {
  const { control, register, formState } = flow.form;
  const errors = formState.errors;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <TextInput
          label="Illness"
          autoComplete="off"
          maxLength={200}
          required
          error={errors.illness?.message}
          {...register('illness')}
        />
        <TextInput
          label="Hospital"
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
            legend="Intimated By"
            name={field.name}
            options={INTIMATED_BY_OPTIONS}
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

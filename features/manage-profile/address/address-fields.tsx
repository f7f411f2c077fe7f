import { useTranslations } from 'next-intl';
import { DropdownField } from '@/components/ui/dropdown-field';
import { TextInput } from '@/components/ui/text-input';
import type { AddressFlow } from './use-address-flow';

/**
 * The address itself (SPEC §3 "Address form"): two lines, country, 'Pin Code', state, city and an
 * optional landmark. In India the pin code fills state and city from the directory, so those two
 * are read-only; abroad the customer types them. Markup only: the modal's flow holds the state
 * and the handlers, so this needs no client boundary of its own.
 */
export function AddressFields({ flow }: { flow: AddressFlow }) {
  const { register, control, formState } = flow.form;
  const { errors } = formState;
  const t = useTranslations('profileModals.address');
  const tUi = useTranslations('ui');
  const directoryHint = flow.fromDirectory ? (flow.lookingUp ? t('lookingUp') : t('filled')) : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        label={t('line1')}
        required
        maxLength={120}
        autoComplete="address-line1"
        wrapperClassName="sm:col-span-2"
        {...register('address1')}
        error={errors.address1?.message}
      />
      <TextInput
        label={t('line2')}
        required
        maxLength={120}
        autoComplete="address-line2"
        wrapperClassName="sm:col-span-2"
        {...register('address2')}
        error={errors.address2?.message}
      />
      <DropdownField
        name="country"
        control={control}
        label={t('country')}
        // SPEC §3: every option list begins with an empty 'Please Select'.
        placeholder={tUi('pleaseSelect')}
        required
        options={flow.countries.map((c) => ({ value: c, label: c }))}
        onValueChange={flow.countryChanged}
      />
      <TextInput
        label={t('pinCode')}
        required
        autoComplete="postal-code"
        hint={flow.fromDirectory ? undefined : t('postcodeHint')}
        {...flow.pinCodeField}
        error={errors.pinCode?.message}
      />
      <TextInput
        label={t('state')}
        required
        maxLength={80}
        autoComplete="address-level1"
        readOnly={flow.fromDirectory}
        hint={directoryHint}
        {...register('state')}
        error={errors.state?.message}
      />
      <TextInput
        label={t('city')}
        required
        maxLength={80}
        autoComplete="address-level2"
        readOnly={flow.fromDirectory}
        hint={directoryHint}
        {...register('city')}
        error={errors.city?.message}
      />
      <TextInput
        label={t('landmark')}
        maxLength={120}
        wrapperClassName="sm:col-span-2"
        hint={t('optional')}
        {...register('landmark')}
        error={errors.landmark?.message}
      />
    </div>
  );
}

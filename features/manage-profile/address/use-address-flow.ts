import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { actionErrorMessage } from '@/lib/client/action-error';
import { useUploadsBusy } from '../use-uploads-busy';
import { loadCountriesAction, lookUpPincodeAction, updateAddressAction } from './actions';
import {
  ADDRESS_MESSAGES,
  type AddressKind,
  INDIA,
  PINCODE_LENGTH,
  postcodeAsTyped,
  postcodeLength,
  usesPincodeDirectory,
} from './address-rules';
import { ADDRESS_DEFAULTS, type AddressFormInput, type AddressFormValues, addressFormSchema } from './address-schema';

/**
 * 'Update Address' (SPEC §4 "Address"): choose the address, fill the form (the pin code fills
 * state and city from the directory), then, when 'same for other address' is ticked, the
 * replicate dialog decides whether the request covers both; then the request.
 */
export function useAddressFlow() {
  const form = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues: ADDRESS_DEFAULTS,
  });
  const { getValues, setValue, setError } = form;
  const [kind, country, proofType, nri] = useWatch({ control: form.control, name: ['kind', 'country', 'proofType', 'nri'] });
  const [uploading, setUploadBusy] = useUploadsBusy();
  // The form waiting for the replicate dialog's answer.
  const [pending, setPending] = useState<AddressFormValues | null>(null);

  const countries = useAction(loadCountriesAction);
  const lookup = useAction(lookUpPincodeAction, {
    onSuccess: ({ data: { place } }) => {
      if (place) {
        setValue('state', place.state, { shouldValidate: true });
        setValue('city', place.city, { shouldValidate: true });
        return;
      }
      // SPEC §8: an unknown pincode clears pincode, state and city, and says so on the pincode.
      // Not validated here: the required-field messages would race the one that says why.
      for (const name of ['pinCode', 'state', 'city'] as const) setValue(name, '');
      setError('pinCode', { message: ADDRESS_MESSAGES.pinInvalid }, { shouldFocus: true });
    },
  });
  const update = useAction(updateAddressAction);

  const { execute: loadCountries } = countries;
  useEffect(() => {
    loadCountries({});
  }, [loadCountries]);

  /**
   * The directory's state and city belong to the pin code: a new one (or a new country) clears
   * them, and an earlier pin code's answer, still on its way, is dropped (reset). Called before
   * the change reaches the form, so the form's validity sees the clearing.
   */
  const placeChanged = (change: { country?: string; pinCode?: string }) => {
    lookup.reset();
    const place = change.country ?? getValues('country');
    if (change.country !== undefined) {
      // A postcode typed for another country keeps only what this country's postcodes may hold.
      const kept = postcodeAsTyped(getValues('pinCode'), place);
      if (kept !== getValues('pinCode')) setValue('pinCode', kept);
    }
    if (!usesPincodeDirectory(place)) return;
    if (getValues('state') || getValues('city')) {
      setValue('state', '');
      setValue('city', '');
    }
    const pin = change.pinCode ?? getValues('pinCode');
    if (pin.length === PINCODE_LENGTH) lookup.execute({ pincode: pin });
  };

  const send = (values: AddressFormValues) => {
    setPending(null);
    // A new request: the banner is its answer alone.
    if (countries.hasErrored) countries.reset();
    if (lookup.hasErrored) lookup.reset();
    update.execute(values);
  };

  const pinCode = form.register('pinCode');
  const failed = [update, lookup, countries].find((a) => a.hasErrored)?.result;
  return {
    form,
    kind: kind as AddressKind | undefined,
    // Without the list the form still takes an Indian address, the usual case.
    countries: countries.result.data?.countries ?? [INDIA],
    fromDirectory: usesPincodeDirectory(country),
    countryChanged: (value: string) => placeChanged({ country: value }),
    /** in India digits only, and each full pin code asked of the directory; abroad the country's postcode */
    pinCodeField: {
      ...pinCode,
      maxLength: postcodeLength(country),
      inputMode: usesPincodeDirectory(country) ? ('numeric' as const) : ('text' as const),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = postcodeAsTyped(event.target.value, getValues('country'));
        placeChanged({ pinCode: event.target.value });
        return pinCode.onChange(event);
      },
    },
    lookingUp: lookup.isPending,
    proofType,
    nri,
    uploading,
    setUploadBusy,
    serverError: failed ? actionErrorMessage(failed) : null,
    submit: form.handleSubmit((values) => (values.sameForOther ? setPending(values) : send(values))),
    sending: update.isPending,
    replicateAsked: pending !== null,
    replicate: (both: boolean) => pending && send({ ...pending, sameForOther: both }),
    /** the dialog closed without an answer: nothing is sent, the form stays as it was */
    dismissReplicate: () => setPending(null),
    serviceRequestId: update.result.data?.serviceRequestId ?? null,
  };
}

export type AddressFlow = ReturnType<typeof useAddressFlow>;

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { outcomeOf } from '@/lib/client/action-outcome';
import { loadCountriesAction, lookUpPincodeAction, updateAddressAction } from './actions';
import { ADDRESS_MESSAGES, INDIA, PINCODE_LENGTH, usesPincodeDirectory } from './address-rules';
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
  const [countries, setCountries] = useState<readonly string[]>([INDIA]);
  const [lookingUp, setLookingUp] = useState(false);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<AddressFormValues | null>(null);
  const [sending, setSending] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  // Only the latest lookup may fill the form: an earlier pin code's answer can arrive later.
  const lookup = useRef(0);

  useEffect(() => {
    let live = true;
    void outcomeOf(loadCountriesAction({})).then((result) => {
      if (!live) return;
      // Without the list the form still takes an Indian address, the usual case.
      if (result.ok) setCountries(result.data.countries);
      else setServerError(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const fillFromDirectory = async (pincode: string) => {
    const mine = ++lookup.current;
    setLookingUp(true);
    const result = await outcomeOf(lookUpPincodeAction({ pincode }));
    if (mine !== lookup.current) return;
    setLookingUp(false);
    if (!result.ok) return setServerError(result.message);
    const { place } = result.data;
    if (place) {
      setValue('state', place.state, { shouldValidate: true });
      setValue('city', place.city, { shouldValidate: true });
      return;
    }
    // SPEC §8: an unknown pincode clears pincode, state and city, and says so on the pincode.
    // Not validated here: the required-field messages would race the one that says why.
    for (const name of ['pinCode', 'state', 'city'] as const) setValue(name, '');
    setError('pinCode', { message: ADDRESS_MESSAGES.pinInvalid }, { shouldFocus: true });
  };

  /**
   * The directory's state and city belong to the pin code: a new one (or a new country) clears
   * them. Call it before the change reaches the form, so the form's validity sees the clearing.
   */
  const placeChanged = (change: { country?: string; pinCode?: string }) => {
    lookup.current += 1;
    setLookingUp(false);
    const country = change.country ?? getValues('country');
    if (!usesPincodeDirectory(country)) return;
    if (getValues('state') || getValues('city')) {
      setValue('state', '');
      setValue('city', '');
    }
    const pin = change.pinCode ?? getValues('pinCode');
    if (pin.length === PINCODE_LENGTH) void fillFromDirectory(pin);
  };

  const send = async (values: AddressFormValues) => {
    setPending(null);
    setServerError(null);
    setSending(true);
    const result = await outcomeOf(updateAddressAction(values));
    setSending(false);
    if (!result.ok) return setServerError(result.message);
    setServiceRequestId(result.data.serviceRequestId);
  };

  const submit = form.handleSubmit((values) => (values.sameForOther ? setPending(values) : send(values)));

  const setUploadBusy = (field: string, busy: boolean) =>
    setUploading((fields) => {
      const now = new Set(fields);
      if (busy) now.add(field);
      else now.delete(field);
      return now;
    });

  return {
    form,
    countries,
    placeChanged,
    lookingUp,
    uploading: uploading.size > 0,
    setUploadBusy,
    serverError,
    submit,
    sending,
    /** the form waiting for the replicate dialog's answer */
    replicateAsked: pending !== null,
    replicate: (both: boolean) => pending && void send({ ...pending, sameForOther: both }),
    /** the dialog closed without an answer: nothing is sent, the form stays as it was */
    dismissReplicate: () => setPending(null),
    serviceRequestId,
  };
}

export type AddressFlow = ReturnType<typeof useAddressFlow>;

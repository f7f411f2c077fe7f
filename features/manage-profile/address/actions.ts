'use server';

import { z } from 'zod';
import { authActionClient } from '@/lib/server/action-client';
import { getCountries, lookUpPincode, requestAddressChange } from '@/lib/server/data/address';
import { RefusedError } from '@/lib/server/errors';
import { FILE_MISSING } from '../file-missing';
import { addressTypeOf } from './address-rules';
import { addressFormSchema, pincodeSchema } from './address-schema';

/*
 * 'Update Address'. The country list and the pincode directory are asked as the form is filled;
 * an unknown pincode is an answer for the form (`place: null`), not a failure. The request parses
 * the whole form again, documents included, before the core hears of it.
 */

/** Every country by name, India first (getAllCountries). */
export const loadCountriesAction = authActionClient
  .metadata({ actionName: 'loadCountriesAction' })
  .inputSchema(z.object({}))
  .action(async () => ({ countries: [...(await getCountries())] }));

/** State and city of an Indian pin code, or null when the directory has none. */
export const lookUpPincodeAction = authActionClient
  .metadata({ actionName: 'lookUpPincodeAction' })
  .inputSchema(pincodeSchema)
  .action(async ({ parsedInput }) => ({ place: await lookUpPincode(parsedInput.pincode) }));

export const updateAddressAction = authActionClient
  .metadata({ actionName: 'updateAddressAction' })
  .inputSchema(addressFormSchema)
  .action(async ({ parsedInput: f }) => {
    // The schema requires both sides; this only tells the compiler so.
    if (!f.front || !f.back) throw new RefusedError(FILE_MISSING);
    const serviceRequestId = await requestAddressChange({
      addressType: addressTypeOf(f.kind, f.sameForOther, f.nri),
      address: {
        address1: f.address1,
        address2: f.address2,
        ...(f.landmark ? { landmark: f.landmark } : {}),
        city: f.city,
        state: f.state,
        pinCode: f.pinCode,
        country: f.country,
      },
      proofType: f.proofType,
      front: f.front,
      back: f.back,
      fatca: f.nri ? f.fatca : null,
    });
    return { serviceRequestId };
  });

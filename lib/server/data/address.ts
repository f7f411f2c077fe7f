import 'server-only';
import { address, CODES } from '@portal/contracts';
import type { AddressForm, AddressType } from '@portal/contracts/address';
import type { AddressProof } from '@portal/contracts/options';
import type { UploadedFile } from '../../uploads/upload-rules';
import { UpstreamError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { documentRefs } from './document-refs';

/*
 * The address change (address/update), the country list (getAllCountries) and the pincode
 * directory (verify/pincode). Upstream shapes stop here: the screen gets names, {state, city}.
 */

// The list is the same for everyone and changes with ISO, not per request: one fetch per process.
// A failed fetch is not kept, so the next modal asks again.
let countries: Promise<readonly string[]> | null = null;

export function getCountries(): Promise<readonly string[]> {
  countries ??= callAsCustomer(address.getAllCountries, {}).catch((e: unknown) => {
    countries = null;
    throw e;
  });
  return countries;
}

export type Place = { state: string; city: string };

/** The state and city of an Indian pincode; null when the directory has none (the core's 404). */
export async function lookUpPincode(pincode: string): Promise<Place | null> {
  const { clientId } = await requireAuth();
  try {
    const { stateName, city } = await callAsCustomer(address.verifyPincode, { pincode, customerId: clientId });
    return { state: stateName, city };
  } catch (e) {
    if (e instanceof UpstreamError && e.code === CODES.NOT_FOUND) return null;
    throw e;
  }
}

export interface AddressChange {
  addressType: AddressType;
  address: AddressForm;
  proofType: AddressProof;
  front: UploadedFile;
  back: UploadedFile;
  /** the FATCA declaration, for an NRI's address types */
  fatca: UploadedFile | null;
}

/** Raises 'Address Change Request' for the back office; answers the request's number. */
export async function requestAddressChange(change: AddressChange): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(address.updateAddress, {
    customerId: clientId,
    addressType: change.addressType,
    address: change.address,
    // The core keeps the joined text and checks it says what the fields say: both join alike.
    newAddress: address.joinAddress(change.address),
    proofType: change.proofType,
    documents: documentRefs([change.front, change.back]),
    ...(change.fatca ? { fatcaDocument: documentRefs([change.fatca])[0] } : {}),
  });
  return data.serviceRequestId;
}

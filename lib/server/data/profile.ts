import 'server-only';
import { cache } from 'react';
import { kyc, user } from '@portal/contracts';
import { callUpstream } from '../gateway';
import { callAsCustomer } from './as-customer';
import { reshapeBanner, reshapeCustomer, reshapeEkycNotice, reshapeProfile } from './reshape';

/** One profile/details per request, however many views of it the layout, the page and other data modules take. */
export const getProfileDetails = cache(() => callAsCustomer(user.profileDetails, {}));

/** The shell's and greeting's view of the customer. */
export const getCustomer = cache(async () => reshapeCustomer(await getProfileDetails()));

/** /manage-profile's view, identifiers masked. */
export const getProfile = cache(async () => reshapeProfile(await getProfileDetails()));

/** getNotification/Ekyc: whether the dashboard asks the customer to complete e-KYC. */
export const getEkycNotice = cache(async () => reshapeEkycNotice(await callAsCustomer(kyc.ekycNotification, {})));

/** Banners are a nicety: a failure only logs and shows none (SPEC §8). */
export const getLoginBanners = cache(async () => {
  try {
    return (await callUpstream(user.preloginBanners, {}, null)).map(reshapeBanner);
  } catch (e) {
    console.error('prelogin/banners failed:', (e as Error).message);
    return [];
  }
});

import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { kyc, user } from '@portal/contracts';
import { callUpstream } from '../gateway';
import { rememberInSession, requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { sessionConfirmed } from './session-confirmed';
import { reshapeBanner, reshapeCustomer, reshapeProfile } from './reshape';
import { logFailure } from '../log';

/** One profile/details per request, however many views of it the layout, the page and other data modules take. */
export const getProfileDetails = cache(() => callAsCustomer(user.profileDetails, {}));

/** The shell's and greeting's view of the customer. */
export const getCustomer = cache(async () => reshapeCustomer(await getProfileDetails()));

/** /manage-profile's view, identifiers masked. */
export const getProfile = cache(async () => reshapeProfile(await getProfileDetails()));

/** getNotification/Ekyc: whether the dashboard asks the customer to complete e-KYC. */
const askEkycReminder = async () => (await callAsCustomer(kyc.ekycNotification, {})).showAlert;

/**
 * The dashboard's e-KYC reminder: as the session holds it since sign-in, once the core has taken
 * this request's session (session-confirmed.ts), or else from the core.
 */
export const getEkycReminder = cache(async (): Promise<boolean> => {
  const [{ ekycReminder }, confirmed] = await Promise.all([requireAuth(), sessionConfirmed()]);
  if (ekycReminder === undefined) return askEkycReminder();
  return confirmed && ekycReminder;
});

/**
 * After an Aadhaar step that may have settled e-KYC: the reminder as the core now sees it, kept in
 * the session. If the core cannot say, the session forgets it and the dashboard asks each time.
 */
export async function refreshEkycReminder(): Promise<void> {
  let ekycReminder: boolean | undefined;
  try {
    ekycReminder = await askEkycReminder();
  } catch (e) {
    unstable_rethrow(e);
    logFailure(e, 'getNotification/Ekyc');
  }
  await rememberInSession({ ekycReminder });
}

/** Banners are a nicety: a failure only logs and shows none (SPEC §8). */
export const getLoginBanners = cache(async () => {
  try {
    return (await callUpstream(user.preloginBanners, {}, null)).map(reshapeBanner);
  } catch (e) {
    logFailure(e, 'prelogin/banners');
    return [];
  }
});

import 'server-only';
import { cache } from 'react';
import { user } from '@portal/contracts';
import { callUpstream } from '../gateway';
import { callAsCustomer } from './as-customer';
import { reshapeBanner, reshapeCustomer } from './reshape';

export const getCustomer = cache(async () => reshapeCustomer(await callAsCustomer(user.profileDetails, {})));

/** Banners are a nicety: a failure only logs and shows none (SPEC §8). */
export const getLoginBanners = cache(async () => {
  try {
    return (await callUpstream(user.preloginBanners, {}, null)).map(reshapeBanner);
  } catch (e) {
    console.error('prelogin/banners failed:', (e as Error).message);
    return [];
  }
});

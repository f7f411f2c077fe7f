'use client';

import { afterMount } from '@/components/ui/after-mount';
import { ClaimFormSkeleton } from './claim-skeletons';

// The form brings the form and schema libraries, the claim rules, the dropdown and a dozen
// uploaders: they load once the page is up, so /claim's first load stays within the JS budget
// (and a phone, which shows the menu instead, does not wait on them). Drawn only in the browser:
// server-drawn fields would take clicks and typing that are lost until their script arrives.
export const IntimateClaimFormLoader = afterMount(
  () => import('./intimate-claim-form').then((m) => m.IntimateClaimForm),
  () => <ClaimFormSkeleton />,
);

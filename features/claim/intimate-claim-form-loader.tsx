'use client';

import { lazy, Suspense } from 'react';
import { ClaimFormSkeleton } from './claim-skeletons';
import type { IntimateClaimFormProps } from './intimate-claim-form';

// The form brings the form and schema libraries, the claim rules, the dropdown and a dozen
// uploaders: they load after the page's own script, so /claim's first load stays within the JS
// budget (and a phone, which shows the menu instead, does not wait on them). The server renders
// the form's markup all the same, so it paints at once and comes alive when its script lands.
const IntimateClaimForm = lazy(() => import('./intimate-claim-form').then((m) => ({ default: m.IntimateClaimForm })));

export function IntimateClaimFormLoader(props: IntimateClaimFormProps) {
  return (
    <Suspense fallback={<ClaimFormSkeleton />}>
      <IntimateClaimForm {...props} />
    </Suspense>
  );
}

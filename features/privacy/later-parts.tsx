'use client';

import { afterMount } from '@/components/ui/after-mount';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * The privacy centre's forms load once the page is up, off its first-load JavaScript (the
 * nomination form's checks bring zod; the request flow its dialogs): the page's text, consents and
 * record are server markup and need none of it (docs/decisions.md, "Privacy centre").
 */
export const NominationForm = afterMount(
  () => import('./nomination-form').then((m) => m.NominationForm),
  () => <Skeleton className="h-72 w-full sm:max-w-md" />,
);
export const RightsRequestFlow = afterMount(() => import('./rights-request-flow').then((m) => m.RightsRequestFlow));

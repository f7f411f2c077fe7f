'use client';

import { afterMount } from '@/components/ui/after-mount';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * The form loads once the page is up, off its first-load JavaScript, as ULIP top-up's do: its
 * checks bring zod, while what is owed and the least that may be paid are server markup that reads
 * at once (docs/decisions.md, "ULIP top-up").
 */
export const RepayForm = afterMount(
  () => import('./repay-form').then((m) => m.RepayForm),
  () => <Skeleton className="h-48 w-full sm:max-w-md" />,
);

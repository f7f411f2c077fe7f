'use client';

import { afterMount } from '@/components/ui/after-mount';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * The two forms load once the page is up, off its first-load JavaScript: their checks bring zod and
 * react-hook-form, which put the page 35 KB over its budget, while what the core allows, its limits
 * and its refusals are server markup that reads at once (docs/decisions.md, "ULIP top-up").
 */
export const TopUpForm = afterMount(
  () => import('./top-up-form').then((m) => m.TopUpForm),
  () => <Skeleton className="h-64 w-full sm:max-w-md" />,
);
export const WithdrawalForm = afterMount(
  () => import('./withdrawal-form').then((m) => m.WithdrawalForm),
  () => <Skeleton className="h-64 w-full sm:max-w-md" />,
);

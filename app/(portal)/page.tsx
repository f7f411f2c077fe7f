import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { DashboardView } from '@/features/dashboard/dashboard-view';
import { PolicyCards } from '@/features/dashboard/policy-cards';
import { PolicyCardsSkeleton } from '@/features/dashboard/policy-cards-skeleton';
import { PortfolioSummary } from '@/features/dashboard/portfolio-summary';
import { settle } from '@/components/policy/settle';
import { getShellCustomer } from '@/components/shell/shell-profile';
import { getPortfolioSummary } from '@/lib/server/data/policies';
import { getEkycReminder } from '@/lib/server/data/profile';
import { todayInIndia } from '@/lib/format';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

/**
 * Dashboard: greeting, e-KYC alert and shortcuts at once (both as the session holds them since
 * sign-in), then the summary and the policies, each behind its own boundary; their two calls to
 * the core go out together, so the page still costs one round. No loading.tsx (and so no route
 * group to hold one): only the summary and the cards wait for the core, behind their own
 * boundaries, and a loading view is one more segment that every dashboard response renders and
 * carries.
 */
export default async function DashboardPage() {
  // The alert is read with the greeting, not streamed after it: arriving later, it pushed the
  // policies down under the customer's eyes. A failed check shows none: it is a reminder, not a task.
  // The summary is asked now, beside the policy list the greeting waits for (the session's
  // confirmation), not once its boundary renders after it: one round of calls, not two. Its own
  // boundary reads the same remembered answer and handles a failure.
  getPortfolioSummary().catch(() => undefined);
  const [customer, ekyc] = await Promise.all([getShellCustomer(), settle(getEkycReminder(), 'getNotification/Ekyc')]);
  const { features } = getEnv();
  return (
    <DashboardView
      firstName={customer?.firstName}
      ekycPending={ekyc.ok && ekyc.value === true}
      features={features}
      summary={
        <Suspense fallback={<div className="skeleton h-64 desk:h-44" />}>
          <PortfolioSummary features={features} today={todayInIndia()} />
        </Suspense>
      }
      policies={
        <Suspense fallback={<PolicyCardsSkeleton />}>
          <PolicyCards features={features} />
        </Suspense>
      }
    />
  );
}

import type { ReactNode } from 'react';
import type { FeatureSet } from '@/lib/features';
import { EkycAlert } from './ekyc-alert';
import { QuickActions } from './quick-actions';

export interface DashboardViewProps {
  /** as the session holds it since sign-in; absent when that read failed */
  firstName: string | undefined;
  /** e-KYC still pending: the alert asks for the Aadhaar */
  ekycPending: boolean;
  features: FeatureSet;
  /** the policy cards, streamed in by the page after the greeting */
  policies: ReactNode;
}

/**
 * The dashboard's frame: greeting, e-KYC alert, the policies' section and the shortcuts. Server
 * markup: nothing here is interactive but the alert's button, a client leaf of its own.
 */
export function DashboardView({ firstName, ekycPending, features, policies }: DashboardViewProps) {
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">{firstName ? `Hello, ${firstName}` : 'Hello'}</h1>
        <p className="mt-1 text-ink-500">Welcome back. Here is an overview of your policies.</p>
      </div>
      {ekycPending && <EkycAlert />}
      <section aria-labelledby="my-policies-heading">
        <h2 id="my-policies-heading" className="text-lg font-semibold text-ink-900">
          My Policies
        </h2>
        <div className="mt-3">{policies}</div>
      </section>
      <QuickActions features={features} />
    </div>
  );
}

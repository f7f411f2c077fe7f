import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { trackScope } from '@/lib/track-attributes';
import type { FeatureSet } from '@/lib/features';
import { EkycAlert } from './ekyc-alert';
import { QuickActions } from './quick-actions';

export interface DashboardViewProps {
  /** as the session holds it since sign-in; absent when that read failed */
  firstName: string | undefined;
  /** e-KYC still pending: the alert asks for the Aadhaar */
  ekycPending: boolean;
  features: FeatureSet;
  /** the totals and next dues, streamed in by the page after the greeting */
  summary: ReactNode;
  /** the policy cards, streamed in by the page after the greeting */
  policies: ReactNode;
}

/**
 * The dashboard's frame: greeting, e-KYC alert, the summary band, the shortcuts and the policies.
 * Shortcuts before the cards at every width (issue 25 §1 asks it of the phone): one order on
 * screen and for the keyboard, and on a desktop they are one short row. Server markup: nothing
 * here is interactive but the alert's button, a client leaf of its own.
 */
export function DashboardView({ firstName, ekycPending, features, summary, policies }: DashboardViewProps) {
  const t = useTranslations('dashboard');
  return (
    // Every tracked press on the dashboard (cards, tiles) reports the home page: said once, here
    // (an analytics name, English in every language). i18n-ignore
    <div className="dash" {...trackScope('Home Page')}>
      <h1>{firstName ? t('helloName', { name: firstName }) : t('hello')}</h1>
      {ekycPending && <EkycAlert />}
      {summary}
      <QuickActions features={features} />
      <section aria-labelledby="my-policies-heading">
        <h2 id="my-policies-heading">{t('myPolicies')}</h2>
        <div className="mt-3">{policies}</div>
      </section>
    </div>
  );
}

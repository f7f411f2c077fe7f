import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DownloadSectionSkeleton } from '@/components/download/download-skeletons';
import { FormsList } from '@/components/download/forms-list';
import { ContactChannels } from '@/components/help-and-support/contact-channels';
import { FaqList } from '@/components/help-and-support/faq-list';
import { LifeCertificate } from '@/components/help-and-support/life-certificate';
import { MessagingAppLoan } from '@/components/help-and-support/messaging-app-loan';
import { RaiseServiceRequest } from '@/components/help-and-support/raise-service-request';
import { UnclaimedAmounts } from '@/components/help-and-support/unclaimed-amounts';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { inFlight } from '@/lib/server/data/as-customer';
import { getHelpContent, getUnclaimedAmounts } from '@/lib/server/data/help';
import { getPolicies } from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Help & Support' };

/**
 * Help (flag helpAndSupport; proxy.ts closes the route when it is off): how to reach the insurer,
 * the messaging-app loan, unclaimed amounts, forms, the life certificate and answers. Only the
 * unclaimed amounts stream in on their own; the rest is one call to the core's help content.
 */
export default async function HelpAndSupportPage() {
  inFlight(getUnclaimedAmounts());
  const [help, policies] = await Promise.all([
    settle(getHelpContent(), 'getCircleOfLife'),
    settle(getPolicies(), 'getCustomerPolicyDetails'),
  ]);
  const { links } = getEnv();
  // An annuity's payouts stop without the yearly life certificate: its holder sees it first.
  const annuitant = policies.ok && policies.value.some((p) => p.annuity !== null);
  const lifeCertificate = <LifeCertificate href={links.lifeCertificate} prominent={annuitant} />;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Help &amp; Support</h1>
        <p className="mt-1 text-ink-500">Reach us, start a loan on WhatsApp, claim what we owe you and find answers.</p>
      </div>
      {annuitant && lifeCertificate}
      {help.ok ? (
        <>
          <ContactChannels contacts={help.value.contacts} />
          <MessagingAppLoan loan={help.value.messagingAppLoan} />
        </>
      ) : (
        <SectionCard id="contact-us" title="Contact Us">
          <SectionError />
        </SectionCard>
      )}
      <Suspense fallback={<DownloadSectionSkeleton label="Loading unclaimed amounts…" rows={1} />}>
        <UnclaimedAmounts />
      </Suspense>
      <FormsList />
      {!annuitant && lifeCertificate}
      {help.ok && <FaqList faqs={help.value.faqs} />}
      <RaiseServiceRequest />
    </div>
  );
}

import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import { SectionSkeleton } from '@/components/ui/skeleton';
import { FormsList } from '@/components/policy/forms-list';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getHelpContent, getUnclaimedAmounts } from '@/lib/server/data/help';
import { getPolicies } from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';
import { ContactChannels } from './contact-channels';
import { FaqList } from './faq-list';
import { LifeCertificate } from './life-certificate';
import { MessagingAppLoan } from './messaging-app-loan';
import { RaiseComplaint } from './raise-complaint';
import { RaiseServiceRequest } from './raise-service-request';
import { UnclaimedAmounts } from './unclaimed-amounts';

/**
 * Everything on Help & Support below its heading. It waits for the core's help content and the
 * policies (whether the customer holds an annuity decides where the life certificate goes), so it
 * streams in after the heading, which a phone paints first. Only the unclaimed amounts, read at
 * the same time, stream in on their own after that.
 */
export async function HelpSections() {
  // Started with the two reads this part waits for, so the amounts never wait for them.
  const unclaimed = settle(getUnclaimedAmounts(), 'unclaimedAmounts');
  const [help, policies] = await Promise.all([
    settle(getHelpContent(), 'getCircleOfLife'),
    settle(getPolicies(), 'getCustomerPolicyDetails'),
  ]);
  const { links } = getEnv();
  // An annuity's payouts stop without the yearly life certificate: its holder sees it first.
  const annuitant = policies.ok && policies.value.some((p) => p.annuity !== null);
  const t = await getTranslations('helpSupport');
  const lifeCertificate = <LifeCertificate href={links.lifeCertificate} prominent={annuitant} />;

  return (
    <>
      {annuitant && lifeCertificate}
      {help.ok ? (
        <>
          <ContactChannels contacts={help.value.contacts} />
          <MessagingAppLoan loan={help.value.messagingAppLoan} />
        </>
      ) : (
        <SectionCard id="contact-us" title={t('contactUs')}>
          <SectionError />
        </SectionCard>
      )}
      <Suspense fallback={<UnclaimedSkeleton />}>
        <UnclaimedAmounts amounts={unclaimed} />
      </Suspense>
      <FormsList />
      {!annuitant && lifeCertificate}
      {help.ok && <FaqList faqs={help.value.faqs} />}
      <RaiseServiceRequest />
      <RaiseComplaint />
    </>
  );
}

/** The sections' outline while the help content loads (the route's loading view shows it too). */
export function HelpSectionsSkeleton() {
  const t = useTranslations('helpSupport');
  return (
    <>
      <SectionSkeleton label={t('loading')} rows={1} />
      <UnclaimedSkeleton />
    </>
  );
}

function UnclaimedSkeleton() {
  const t = useTranslations('helpSupport');
  return <SectionSkeleton label={t('loadingUnclaimed')} rows={1} />;
}

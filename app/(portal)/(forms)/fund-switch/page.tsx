import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { notFound, unstable_rethrow } from 'next/navigation';
import { DEEP_LINK_NOTICE, landingStep, resolveDeepLink } from '@/features/fund-switch/flow-state';
import { FundSwitchFlow } from '@/features/fund-switch/fund-switch-flow';
import type { FlowStart } from '@/features/fund-switch/use-fund-switch';
import { PolicyCard } from '@/components/policy/policy-card';
import { visibleFunds } from '@/components/policy/fund-math';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { PageTitle } from '@/components/ui/page-title';
import { GENERIC_ERROR } from '@/lib/constants';
import { payNowPath } from '@/lib/features';
import { todayInIndia } from '@/lib/format';
import { isFundSwitchEligible } from '@/lib/policy-rules';
import { getSwitchablePolicies, getSwitchHoldings } from '@/lib/server/data/fund-switch';
import { findOwnedPolicy } from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';
import { userMessage } from '@/lib/server/errors';
import { requireAuth } from '@/lib/server/session';
import type { FundHoldings } from '@/lib/types';
import { logFailure } from '@/lib/server/log';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('fundSwitch'))('title') };
}

type HoldingsRead = { holdings: FundHoldings; error: null } | { holdings: null; error: string };

async function readHoldings(p: Promise<FundHoldings>): Promise<HoldingsRead> {
  try {
    return { holdings: await p, error: null };
  } catch (e) {
    unstable_rethrow(e);
    logFailure(e, 'getFundSwitchDetails');
    return { holdings: null, error: userMessage(e, GENERIC_ERROR) };
  }
}

/**
 * Fund switch (SPEC §2). The eligible policies and, for a deep link to one the gate passes, that
 * policy's holdings; the steps themselves are a client leaf.
 */
export default async function FundSwitchPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { features } = getEnv();
  if (!features.fundSwitch) notFound();
  const [auth, query] = await Promise.all([requireAuth(), searchParams]);
  const policyNo = firstParam(query, 'policyNo')?.trim();
  const listed = await settle(getSwitchablePolicies(), 'getCustomerPolicyDetails');
  if (!listed.ok) {
    return (
      <div className="flex flex-col gap-6">
        <PageTitle title={(await getTranslations('fundSwitch'))('title')} />
        <SectionError />
      </div>
    );
  }

  const policies = listed.value;
  const today = todayInIndia();
  // The link's policy passes the ownership gate, then the flow's own eligibility.
  const linked = policyNo ? await findOwnedPolicy(policyNo) : null;
  const link = resolveDeepLink(
    policyNo,
    firstParam(query, 'from'),
    linked && isFundSwitchEligible(linked) ? [linked.policyNo] : [],
  );
  let start: FlowStart = { step: 0, policyNo: '', holdings: null, holdingsError: null };
  if (link.kind === 'policy' && linked) {
    const read = await readHoldings(getSwitchHoldings(linked));
    const switchable = read.holdings ? visibleFunds(read.holdings.funds).length : 0;
    start = {
      step: landingStep(link.step, switchable),
      policyNo: link.policyNo,
      holdings: read.holdings,
      holdingsError: read.error,
    };
  }

  const cards = Object.fromEntries(
    policies.map((p) => [
      p.policyNo,
      <PolicyCard
        // i18n-ignore: an analytics name
        displayPage="Home Page"
        key={p.policyNo}
        policy={p}
        today={today}
        payNowHref={payNowPath(p.policyNo, features)}
      />,
    ]),
  );
  // The flow is a client leaf: its words, and the keys its rules give, come from this namespace;
  // the fund cards it shows (components/policy) word theirs from `policy`.
  return (
    <ClientMessages namespaces={['fundSwitch', 'policy']}>
      <FundSwitchFlow
        // A new deep link (e.g. from the side menu while here) starts the flow afresh.
        key={`${policyNo ?? ''}|${firstParam(query, 'from') ?? ''}`}
        policies={policies.map((p) => ({ policyNo: p.policyNo, label: `${p.policyNo} - ${p.name}` }))}
        cards={cards}
        start={start}
        notice={link.kind === 'unavailable' ? DEEP_LINK_NOTICE : null}
        embedded={auth.embedded}
        today={today}
      />
    </ClientMessages>
  );
}

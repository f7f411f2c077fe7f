import { getTranslations } from 'next-intl/server';
import { OpenRequestNote } from '@/components/requests/open-request-note';
import { settle } from '@/components/policy/settle';
import { InfoBanner } from '@/components/ui/info-banner';
import { getPolicyOpenRequests } from '@/lib/server/data/open-requests';
import type { OwnedPolicy } from '@/lib/types';

/**
 * The policy's requests still in hand (issue 24 §3): a nominee, loan or frequency change open at
 * the core, a fund switch or premium redirection made today, each linked to the tracker. A failed
 * read shows nothing: the requests themselves check again as they open.
 */
export async function PolicyOpenRequests({ policy }: { policy: OwnedPolicy }) {
  const result = await settle(getPolicyOpenRequests(policy), 'open/service/request');
  if (!result.ok || result.value.length === 0) return null;
  const t = await getTranslations('policyDetails');
  return (
    <InfoBanner tone="info" title={t('openRequests')}>
      <ul className="flex flex-col gap-1">
        {result.value.map((r) => (
          <li key={r.srNumber}>
            <OpenRequestNote request={r} />
          </li>
        ))}
      </ul>
    </InfoBanner>
  );
}

import { getTranslations } from 'next-intl/server';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getClaims } from '@/lib/server/data/claims';
import { ClaimCard } from './claim-card';

/** 'Track Claim': every claim of the customer, newest first, or a word that there are none. */
export async function ClaimList({ level }: { level: 2 | 3 }) {
  const read = await settle(getClaims(), 'trackClaim');
  if (!read.ok) return <SectionError />;
  if (read.value.length === 0) {
    const t = await getTranslations('claim.list');
    return <p className="card text-ink-700">{t('none')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {read.value.map((claim) => (
        <ClaimCard key={claim.srNumber} claim={claim} level={level} />
      ))}
    </div>
  );
}

import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import type { Settled } from '@/components/policy/settle';
import { Tag, type TagTone } from '@/components/ui/tag';
import { formatDate, formatRupees, formatSrNumber } from '@/lib/format';
import { useStatusWord } from '@/lib/i18n/status-word';
import type { UnclaimedAmount, UnclaimedStatus } from '@/lib/server/data/help';
import { ClaimUnclaimedButton } from './claim-unclaimed-button';

const STATUS_TONE: Record<UnclaimedStatus, TagTone> = {
  Unclaimed: 'amber',
  'Claim Requested': 'brand', // i18n-ignore: the core's status value, worded where shown
  Paid: 'green',
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </div>
  );
}

function UnclaimedItem({ u }: { u: UnclaimedAmount }) {
  const amount = formatRupees(u.amount);
  const t = useTranslations('helpSupport.unclaimed');
  const status = useStatusWord();
  const what = t('what', { kind: u.kind, amount, policyNo: u.policyNo });
  return (
    <li className="rounded-lg border border-brand-100 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink-900">
          {u.kind}: {amount}
        </h3>
        <Tag tone={STATUS_TONE[u.status]} dot>
          {status(u.status)}
        </Tag>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label={t('policy')}>
          {u.policyNo} - {u.policyName}
        </Fact>
        <Fact label={t('amount')}>{amount}</Fact>
        <Fact label={t('dueSince')}>{u.dueSince ? formatDate(u.dueSince) : '—'}</Fact>
        <Fact label={t('reason')}>{u.reason}</Fact>
        {u.srNumber && <Fact label={t('serviceRequest')}>{formatSrNumber(u.srNumber)}</Fact>}
      </dl>
      {u.status === 'Unclaimed' && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-ink-900">{t('howToClaim')}</h4>
          <ol className="mt-1 list-decimal pl-5 text-sm text-ink-700">
            {u.howToClaim.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <div className="mt-4">
            {u.payTo ? (
              <ClaimUnclaimedButton
                id={u.id}
                words={{
                  claim: t('claim'),
                  claimLabel: t('claimLabel', { what }),
                  title: t('dialogTitle'),
                  cancel: t('cancel'),
                  confirm: t('confirm'),
                  request: t('request'),
                }}
                payInto={t.rich('payInto', {
                  what,
                  payTo: u.payTo,
                  b: (chunks) => <span className="font-medium text-ink-900">{chunks}</span>,
                })}
              />
            ) : (
              <p className="text-sm text-ink-700">{t('noAccount')}</p>
            )}
          </div>
        </>
      )}
    </li>
  );
}

/**
 * Money the insurer owes the customer but could not pay (unclaimedAmounts), with the way to claim
 * it. The read is started by the sections above it, alongside theirs, and handed down settled.
 */
export async function UnclaimedAmounts({ amounts }: { amounts: Promise<Settled<UnclaimedAmount[]>> }) {
  const result = await amounts;
  const t = await getTranslations('helpSupport.unclaimed');
  return (
    <SectionCard id="unclaimed-amounts" title={t('title')}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {result.value.map((u) => (
            <UnclaimedItem key={u.id} u={u} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

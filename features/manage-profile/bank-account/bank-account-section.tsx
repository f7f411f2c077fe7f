import { getTranslations } from 'next-intl/server';
import { DetailList } from '@/components/policy/detail-list';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { OpenRequestNote } from '@/components/requests/open-request-note';
import { ProfileModalButton } from '@/components/shell/profile-modals/profile-modal-trigger';
import { InfoBanner } from '@/components/ui/info-banner';
import { Tag } from '@/components/ui/tag';
import { blockingRequest, type OpenRequest } from '@/lib/open-requests';
import { getBankAccountOnRecord } from '@/lib/server/data/bank-account';

/**
 * The payout bank account's part of the profile (issue 27 §4): the account on record, masked, and
 * whether the bank has reported it closed (then nothing can be paid into it), with the modal that
 * replaces it. If the account cannot be read, this section says so and the button stays.
 */
export async function BankAccountSection({ open }: { open: readonly OpenRequest[] }) {
  const [t, result] = await Promise.all([
    getTranslations('bankAccount'),
    settle(getBankAccountOnRecord(), 'bank-account/details'),
  ]);
  const pending = blockingRequest(open, 'BANK_ACCOUNT');
  const account = result.ok ? result.value : null;
  return (
    <SectionCard id="bank-account" title={t('section')}>
      <p className="text-sm text-ink-700">{t('lead')}</p>
      {!result.ok && <SectionError />}
      {result.ok && !account && <p className="mt-3 text-ink-700">{t('noneOnRecord')}</p>}
      {account && (
        <DetailList
          className="mt-4"
          rows={[
            { label: t('holderName'), value: account.holderName },
            { label: t('bank'), value: account.bankName },
            { label: t('accountNumber'), value: account.maskedAccountNumber },
            { label: t('ifsc'), value: account.ifsc },
            { label: t('accountType'), value: t(`types.${account.accountType}`) },
            {
              label: t('status'),
              value: account.closedOn ? (
                <Tag tone="amber">{t('closedOn', { date: account.closedOn })}</Tag>
              ) : (
                <Tag tone="green">{t('active')}</Tag>
              ),
            },
          ]}
        />
      )}
      {account?.closedOn && (
        <InfoBanner tone="warning" className="mt-3">
          {t('closedNote')}
        </InfoBanner>
      )}
      {pending && <OpenRequestNote request={pending} />}
      <div className="mt-4 flex flex-wrap gap-3">
        <ProfileModalButton modal="bankAccount" variant="secondary" size="sm">
          {t('update')}
        </ProfileModalButton>
      </div>
    </SectionCard>
  );
}

import { getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/policy/section-card';
import { OpenRequestNote } from '@/components/requests/open-request-note';
import { ProfileModalButton } from '@/components/shell/profile-modals/profile-modal-trigger';
import { blockingRequest, type OpenRequest } from '@/lib/open-requests';

/** The payout bank account's part of the profile (issue 27 §4): why it matters, and its modal. */
export async function BankAccountSection({ open }: { open: readonly OpenRequest[] }) {
  const t = await getTranslations('bankAccount');
  const pending = blockingRequest(open, 'BANK_ACCOUNT');
  return (
    <SectionCard id="bank-account" title={t('section')}>
      <p className="text-sm text-ink-700">{t('lead')}</p>
      {pending && <OpenRequestNote request={pending} />}
      <div className="mt-4 flex flex-wrap gap-3">
        <ProfileModalButton modal="bankAccount" variant="secondary" size="sm">
          {t('update')}
        </ProfileModalButton>
      </div>
    </SectionCard>
  );
}

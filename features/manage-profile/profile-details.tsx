import { getTranslations } from 'next-intl/server';
import { coreWord } from '@/lib/i18n/core-word';
import type { ReactNode } from 'react';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { Tag, type TagTone } from '@/components/ui/tag';
import { formatDate } from '@/lib/format';
import { OpenRequestNote } from '@/components/requests/open-request-note';
import type { OpenRequest, OpenRequestKind } from '@/lib/open-requests';
import { getOpenRequests } from '@/lib/server/data/open-requests';
import { getProfile } from '@/lib/server/data/profile';
import type { KycStatus } from '@/lib/types';
import { ProfileModalButton } from '@/components/shell/profile-modals/profile-modal-trigger';
import { BankAccountSection } from './bank-account/bank-account-section';

const KYC_TAGS: Record<KycStatus, { label: 'kycPending' | 'kycInReview' | 'kycCompleted'; tone: TagTone }> = {
  PENDING: { label: 'kycPending', tone: 'amber' },
  IN_REVIEW: { label: 'kycInReview', tone: 'brand' },
  COMPLETED: { label: 'kycCompleted', tone: 'green' },
};

const text = (v: string | null) => orNotAvailable(v, (s) => s);

/** The buttons under a section's details; each opens its modal in place. */
function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-wrap gap-3">{children}</div>;
}

/** The section's requests still open at the core (issue 24 §3), each linked to the tracker. */
function OpenNotes({ open, kinds }: { open: readonly OpenRequest[]; kinds: OpenRequestKind[] }) {
  const shown = open.filter((r) => kinds.includes(r.kind));
  if (shown.length === 0) return null;
  return (
    <div className="mt-3 flex flex-col gap-1">
      {shown.map((r) => (
        <OpenRequestNote key={r.srNumber} request={r} />
      ))}
    </div>
  );
}

/** Asked for and not yet approved reads 'Requested', not 'Not registered'. */
const goGreenStatus = (registered: boolean, open: readonly OpenRequest[]) =>
  registered ? 'goGreenRegistered' : open.some((r) => r.kind === 'GO_GREEN') ? 'goGreenRequested' : 'goGreenNotRegistered';

interface ProfileDetailsProps {
  /** Go Green is a feature flag (SPEC §1): off, its section and button go */
  goGreen: boolean;
}

/**
 * What the core holds about the customer, masked on the server, each group with the buttons that
 * change it. If profile/details fails, these sections say so and the nominees still show.
 */
export async function ProfileDetails({ goGreen }: ProfileDetailsProps) {
  const [result, openResult] = await Promise.all([
    settle(getProfile(), 'profile/details'),
    settle(getOpenRequests(), 'open/service/request'),
  ]);
  // Without the list the details still show; the modals check again as they open.
  const open = openResult.ok ? openResult.value : [];
  const t = await getTranslations('manageProfile');
  const words = await getTranslations('coreWords');
  if (!result.ok) {
    return (
      <SectionCard id="profile-details" title={t('personalDetails')}>
        <SectionError />
      </SectionCard>
    );
  }
  const p = result.value;
  const kyc = p.kycStatus && KYC_TAGS[p.kycStatus];
  return (
    <>
      <SectionCard id="personal-details" title={t('personalDetails')}>
        <DetailList
          rows={[
            { label: t('name'), value: p.fullName || text(null) },
            { label: t('dateOfBirth'), value: orNotAvailable(p.dateOfBirth, formatDate) },
            { label: t('gender'), value: orNotAvailable(p.gender, (gender) => coreWord(words, 'gender', gender)) },
          ]}
        />
        <OpenNotes open={open} kinds={['NAME']} />
        <Actions>
          <ProfileModalButton modal="name" variant="secondary" size="sm">
            {t('changeName')}
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      <SectionCard id="contact-details" title={t('contactDetails')}>
        <DetailList
          rows={[
            { label: t('mobileNumber'), value: p.mobile },
            { label: t('emailId'), value: text(p.email) },
            { label: t('alternateEmailId'), value: text(p.alternateEmail) },
          ]}
        />
        <OpenNotes open={open} kinds={['MOBILE', 'EMAIL']} />
        <Actions>
          <ProfileModalButton modal="mobile" variant="secondary" size="sm">
            {t('updateMobile')}
          </ProfileModalButton>
          <ProfileModalButton modal="email" variant="secondary" size="sm">
            {t('updateEmail')}
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      <SectionCard id="addresses" title={t('address')}>
        {/* Addresses are long: each reads as a block under its label rather than squeezed to the right. */}
        <DetailList
          className="[&>div]:flex-col [&>div]:gap-1 [&_dd]:text-left"
          rows={[
            { label: t('permanentAddress'), value: text(p.permanentAddress) },
            { label: t('correspondenceAddress'), value: text(p.correspondenceAddress) },
          ]}
        />
        <OpenNotes open={open} kinds={['ADDRESS']} />
        <Actions>
          <ProfileModalButton modal="address" variant="secondary" size="sm">
            {t('updateAddress')}
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      <SectionCard id="kyc-details" title={t('kycDetails')}>
        <DetailList
          rows={[
            {
              label: t('kycStatus'),
              value: kyc ? (
                <Tag tone={kyc.tone} dot>
                  {t(kyc.label)}
                </Tag>
              ) : (
                text(null)
              ),
            },
            { label: t('aadhaarNumber'), value: text(p.aadhaar) },
            { label: t('pan'), value: p.pan ? (p.panVerified ? t('panVerified', { pan: p.pan }) : p.pan) : text(null) },
          ]}
        />
        <OpenNotes open={open} kinds={['AADHAAR', 'PAN']} />
        <Actions>
          <ProfileModalButton modal="aadhaar" variant="secondary" size="sm">
            {t('updateAadhaar')}
          </ProfileModalButton>
          <ProfileModalButton modal="pan" variant="secondary" size="sm">
            {t('updatePan')}
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      <BankAccountSection open={open} />

      {goGreen && (
        <SectionCard id="go-green" title={t('goGreen')}>
          <DetailList rows={[{ label: t('eStatements'), value: t(goGreenStatus(p.goGreen, open)) }]} />
          <OpenNotes open={open} kinds={['GO_GREEN']} />
          <Actions>
            <ProfileModalButton modal="goGreen" variant="secondary" size="sm">
              {t('goGreenRequest')}
            </ProfileModalButton>
          </Actions>
        </SectionCard>
      )}
    </>
  );
}

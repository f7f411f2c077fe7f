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

const KYC_TAGS: Record<KycStatus, { label: string; tone: TagTone }> = {
  PENDING: { label: 'Pending', tone: 'amber' },
  IN_REVIEW: { label: 'In Review', tone: 'brand' },
  COMPLETED: { label: 'Completed', tone: 'green' },
};

const text = (v: string | null) => orNotAvailable(v, (s) => s);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
  registered ? 'Registered' : open.some((r) => r.kind === 'GO_GREEN') ? 'Requested' : 'Not registered';

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
  if (!result.ok) {
    return (
      <SectionCard id="profile-details" title="Personal Details">
        <SectionError />
      </SectionCard>
    );
  }
  const p = result.value;
  const kyc = p.kycStatus && KYC_TAGS[p.kycStatus];
  return (
    <>
      <SectionCard id="personal-details" title="Personal Details">
        <DetailList
          rows={[
            { label: 'Name', value: p.fullName || text(null) },
            { label: 'Date of Birth', value: orNotAvailable(p.dateOfBirth, formatDate) },
            { label: 'Gender', value: orNotAvailable(p.gender, capitalised) },
          ]}
        />
        <OpenNotes open={open} kinds={['NAME']} />
        <Actions>
          <ProfileModalButton modal="name" variant="secondary" size="sm">
            Change Name
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      <SectionCard id="contact-details" title="Contact Details">
        <DetailList
          rows={[
            { label: 'Mobile Number', value: p.mobile },
            { label: 'Email Id', value: text(p.email) },
            { label: 'Alternate Email Id', value: text(p.alternateEmail) },
          ]}
        />
        <OpenNotes open={open} kinds={['MOBILE', 'EMAIL']} />
        <Actions>
          <ProfileModalButton modal="mobile" variant="secondary" size="sm">
            Update Mobile Number
          </ProfileModalButton>
          <ProfileModalButton modal="email" variant="secondary" size="sm">
            Update Email Id
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      <SectionCard id="addresses" title="Address">
        {/* Addresses are long: each reads as a block under its label rather than squeezed to the right. */}
        <DetailList
          className="[&>div]:flex-col [&>div]:gap-1 [&_dd]:text-left"
          rows={[
            { label: 'Permanent Address', value: text(p.permanentAddress) },
            { label: 'Correspondence Address', value: text(p.correspondenceAddress) },
          ]}
        />
        <OpenNotes open={open} kinds={['ADDRESS']} />
        <Actions>
          <ProfileModalButton modal="address" variant="secondary" size="sm">
            Update Address
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      <SectionCard id="kyc-details" title="KYC Details">
        <DetailList
          rows={[
            {
              label: 'KYC Status',
              value: kyc ? (
                <Tag tone={kyc.tone} dot>
                  {kyc.label}
                </Tag>
              ) : (
                text(null)
              ),
            },
            { label: 'Aadhaar Number', value: text(p.aadhaar) },
            { label: 'PAN', value: p.pan ? `${p.pan}${p.panVerified ? ' (Verified)' : ''}` : text(null) },
          ]}
        />
        <OpenNotes open={open} kinds={['AADHAAR', 'PAN']} />
        <Actions>
          <ProfileModalButton modal="aadhaar" variant="secondary" size="sm">
            Update Aadhaar
          </ProfileModalButton>
          <ProfileModalButton modal="pan" variant="secondary" size="sm">
            Update PAN
          </ProfileModalButton>
        </Actions>
      </SectionCard>

      {goGreen && (
        <SectionCard id="go-green" title="Go Green">
          <DetailList rows={[{ label: 'E-statements', value: goGreenStatus(p.goGreen, open) }]} />
          <OpenNotes open={open} kinds={['GO_GREEN']} />
          <Actions>
            <ProfileModalButton modal="goGreen" variant="secondary" size="sm">
              Go Green Request
            </ProfileModalButton>
          </Actions>
        </SectionCard>
      )}
    </>
  );
}

import { ProfileModalLink } from '@/components/manage-profile/profile-modal-trigger';
import { settle } from '@/components/policy/settle';
import { buttonClasses } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import type { EkycNotice } from '@/lib/types';

/**
 * The e-KYC alert (getNotification/Ekyc): while KYC is pending the dashboard asks for the
 * Aadhaar, whose modal opens in place. A failed check shows nothing: it is a reminder, not a task.
 */
export async function EkycAlert({ notice }: { notice: Promise<EkycNotice> }) {
  const result = await settle(notice, 'getNotification/Ekyc');
  if (!result.ok || !result.value.showAlert) return null;
  return (
    <InfoBanner
      tone="warning"
      title="Your e-KYC is pending"
      action={
        <ProfileModalLink modal="aadhaar" className={buttonClasses({ size: 'sm' })}>
          Update Aadhaar
        </ProfileModalLink>
      }
    >
      Verify your Aadhaar to complete your e-KYC, so that payouts and services reach you without delay.
    </InfoBanner>
  );
}

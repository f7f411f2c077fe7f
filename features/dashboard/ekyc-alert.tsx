import { ProfileModalLink } from '@/components/shell/profile-modals/profile-modal-trigger';
import { buttonClasses } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';

/**
 * The e-KYC alert (getNotification/Ekyc): while KYC is pending the dashboard asks for the
 * Aadhaar, whose modal opens in place. The page decides whether it shows (see its data read).
 */
export function EkycAlert() {
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

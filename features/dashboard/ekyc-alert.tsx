import { useTranslations } from 'next-intl';
import { ProfileModalLink } from '@/components/shell/profile-modals/profile-modal-trigger';
import { buttonClasses } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';

/**
 * The e-KYC alert (getNotification/Ekyc): while KYC is pending the dashboard asks for the
 * Aadhaar, whose modal opens in place. The page decides whether it shows (see its data read).
 */
export function EkycAlert() {
  const t = useTranslations('dashboard');
  return (
    <InfoBanner
      tone="warning"
      title={t('ekycTitle')}
      action={
        <ProfileModalLink modal="aadhaar" className={buttonClasses({ size: 'sm' })}>
          {t('ekycAction')}
        </ProfileModalLink>
      }
    >
      {t('ekycBody')}
    </InfoBanner>
  );
}

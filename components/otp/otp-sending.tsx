import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

/**
 * While the OTP is on its way: the OTP form shows it until the core answers, and the request
 * dialog shows the same line while the form's own script is still loading, so nothing jumps.
 */
export function OtpSending() {
  const t = useTranslations('otp');
  return (
    <p role="status" className="flex items-center gap-3 text-ink-700">
      <Spinner size="sm" className="text-brand-600" />
      {t('sending')}
    </p>
  );
}

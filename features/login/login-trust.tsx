import { useTranslations } from 'next-intl';
import type { Brand } from '@/lib/brand';
import { lockIcon, shieldIcon } from './login-icons';

/**
 * What tells a customer this is the insurer's own login: how it is secured, the warning every
 * insurer gives about one-time passwords, and the IRDAI registration the footer repeats in full.
 */
export function LoginTrust({ brand }: { brand: Pick<Brand, 'legalName' | 'irdaiRegNo'> }) {
  const t = useTranslations('login');
  return (
    <ul className="mt-6 grid gap-3 border-t border-brand-100 pt-4 text-sm text-ink-700">
      <li className="flex gap-2">
        <span className="text-leaf-700">{lockIcon}</span>
        <span>{t('trust')}</span>
      </li>
      <li className="flex gap-2">
        <span className="text-brand-700">{shieldIcon}</span>
        <span>{t('registered', { legalName: brand.legalName, regNo: brand.irdaiRegNo })}</span>
      </li>
    </ul>
  );
}

import { SERVICE_CODES, type ServiceCode } from '@portal/contracts/policy-services';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { serviceHref } from '@/components/policy/policy-service-links';
import Link from 'next/link';
import { SkeletonCard } from '@/components/ui/skeleton';
import { getServicesByPolicy } from '@/lib/server/data/policy-services';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 desk:min-h-0';

/**
 * Each service with the customer's policies that offer it now (the core decides), linking to the
 * service's dialog on that policy's page. Only this part fails if the list cannot be read.
 */
export async function ServiceChooser({ service }: { service: ServiceCode | null }) {
  const [t, result] = await Promise.all([getTranslations('policyServices'), settle(getServicesByPolicy(), 'getPolicyServices')]);
  if (!result.ok) return <SectionError />;
  const codes = service ? [service] : SERVICE_CODES;
  return (
    <div className="grid gap-4">
      {codes.map((code) => {
        const policies = result.value.filter((p) => p.services.some((s) => s.code === code));
        return (
          <SectionCard key={code} id={`service-${code}`} title={t(`labels.${code}`)}>
            <p className="text-sm text-ink-700">{t(`blurbs.${code}`)}</p>
            {policies.length === 0 ? (
              <p className="mt-3 text-ink-700">{t('none')}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-1">
                {policies.map((p) => (
                  <li key={p.policyNo}>
                    <Link href={serviceHref(p.policyNo, code)} className={linkClass}>
                      {t('policyLink', { name: p.name, policyNo: p.policyNo })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        );
      })}
    </div>
  );
}

export function ServiceChooserSkeleton() {
  const t = useTranslations('policyServices');
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <SkeletonCard />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { FundNavChart } from '@/components/policy/fund-nav-chart';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getNavHistory } from '@/lib/server/data/nav-history';
import type { FundHolding, OwnedPolicy } from '@/lib/types';

const HEADING_ID = 'nav-history-heading';

/**
 * A small chart of each shown fund's NAV over the year, in the fund cards' order, inside Fund
 * Details. Its read started with the page's (preloadNavHistory), and it sits in a boundary of its
 * own: if the history cannot be read, only this part says so and the fund cards stay.
 */
export async function FundNavHistory({ policy, funds }: { policy: OwnedPolicy; funds: FundHolding[] }) {
  const [result, t] = await Promise.all([settle(getNavHistory(policy), 'getNavHistory'), getTranslations('policyDetails.funds')]);
  const charts = result.ok ? funds.flatMap((f) => result.value.filter((h) => h.code === f.code)) : [];
  return (
    <section aria-labelledby={HEADING_ID} className="mt-6">
      <h3 id={HEADING_ID} className="font-semibold text-ink-900">
        {t('navTitle')}
      </h3>
      <div className="mt-3">
        {!result.ok ? (
          <SectionError />
        ) : charts.length === 0 ? (
          <p className="text-ink-500">{t('navNone')}</p>
        ) : (
          <ul className="grid items-start gap-4 md:grid-cols-2">
            {charts.map((h) => (
              <li key={h.code}>
                <FundNavChart history={h} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { buttonClasses } from '@/components/ui/button';
import { controlBase, controlBorder, cx, labelClass } from '@/components/ui/field-styles';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useStatusWord } from '@/lib/i18n/status-word';
import { SERVICE_REQUEST_PATH, trackerHref, type TrackerFilters as Filters } from './tracker-rules';

interface TrackerFiltersProps {
  filters: Filters;
  policies: readonly string[];
  statuses: readonly string[];
}

/**
 * Policy and status filters as a plain GET form: the choice lands in the address bar, so it
 * survives a reload and a shared link, and works before (or without) any JavaScript. Native
 * selects rather than the kit's dropdown for that reason; Apply is explicit so changing a select
 * never moves the page under the customer.
 */
export function TrackerFilters({ filters, policies, statuses }: TrackerFiltersProps) {
  const active = filters.policy !== null || filters.status !== null;
  const t = useTranslations('serviceRequest.filters');
  const statusWord = useStatusWord();
  return (
    // Keyed by the filters so 'Clear filters' (a client navigation) resets the selects as well.
    <form
      key={`${filters.policy}|${filters.status}`}
      method="get"
      action={SERVICE_REQUEST_PATH}
      aria-label={t('label')}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="tab" value="SR" />
      <FilterSelect
        id="sr-filter-policy"
        name="policy"
        label={t('policy')}
        all={t('allPolicies')}
        value={filters.policy}
        options={policies}
      />
      <FilterSelect
        id="sr-filter-status"
        name="status"
        label={t('status')}
        all={t('allStatuses')}
        value={filters.status}
        options={statuses}
        word={statusWord}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          {t('apply')}
        </button>
        {active && (
          <Link
            href={trackerHref({ policy: null, status: null })}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {t('clear')}
          </Link>
        )}
      </div>
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  /** the first option, which filters nothing */
  all: string;
  value: string | null;
  options: readonly string[];
  /** what an option shows (a status in the page's language); its value stays the core's */
  word?: (option: string) => string;
}

function FilterSelect({ id, name, label, all, value, options, word = (o) => o }: FilterSelectProps) {
  return (
    <div className="min-w-44 flex-1 desk:flex-none">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={cx(controlBase, controlBorder(false), 'mt-1')}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {word(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

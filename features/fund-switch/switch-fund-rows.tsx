import { useTranslations } from 'next-intl';
import { formatFundValue } from '@/lib/format';
import type { FundHolding } from '@/lib/types';
import { isSourceDisabled, isTargetDisabled, toPercentages, type SwitchRule } from './fund-switch-rules';
import { PercentField } from './percent-field';
import type { SwitchForm } from './flow-state';

interface SwitchFundRowsProps {
  funds: FundHolding[];
  form: SwitchForm;
  onSource: (code: string, raw: string) => void;
  onTarget: (code: string, raw: string) => void;
  /** the rule currently broken, to mark the boxes it concerns */
  rule: SwitchRule | null;
  errorId: string;
}

const SOURCE_RULES: ReadonlyArray<SwitchRule | null> = ['structure', 'noSource', 'minValue'];
const GRID = 'desk:grid desk:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_8rem_8rem] desk:items-center desk:gap-4';

export const sourceId = (code: string) => `fund-switch-from-${code}`;
export const targetId = (code: string) => `fund-switch-to-${code}`;

/**
 * One line per fund with its 'Switch From' and 'Switch To' boxes: a table-like grid on desktop,
 * a card per fund on phones. A fund worth nothing cannot be a source; a source cannot be a target.
 */
export function SwitchFundRows({ funds, form, onSource, onTarget, rule, errorId }: SwitchFundRowsProps) {
  const t = useTranslations('fundSwitch');
  const sourceError = SOURCE_RULES.includes(rule) ? errorId : null;
  const targetError = rule === 'targetTotal' ? errorId : null;
  const sources = toPercentages(form.sources);
  return (
    <div>
      <div aria-hidden="true" className={`hidden px-4 pb-2 text-sm font-semibold text-ink-700 ${GRID}`}>
        <span>{t('rows.fund')}</span>
        <span className="text-right">{t('rows.fundValue')}</span>
        <span className="text-right">{t('rows.from')}</span>
        <span className="text-right">{t('rows.to')}</span>
      </div>
      <ul className="flex flex-col gap-3">
        {funds.map((fund) => (
          <li key={fund.code} className={`rounded-lg border border-brand-100 bg-white p-4 ${GRID}`}>
            <p className="font-semibold text-ink-900">{fund.name}</p>
            <p className="mt-1 text-sm text-ink-700 desk:mt-0 desk:text-right">
              <span className="desk:sr-only">{t('rows.fundValue')} </span>
              {formatFundValue(fund.value)}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-3 desk:contents">
              <PercentField
                id={sourceId(fund.code)}
                label={t('rows.from')}
                context={t('rows.fromContext', { fund: fund.name })}
                value={form.sources[fund.code] ?? ''}
                onChange={(raw) => onSource(fund.code, raw)}
                disabled={isSourceDisabled(fund)}
                errorId={isSourceDisabled(fund) ? null : sourceError}
              />
              <PercentField
                id={targetId(fund.code)}
                label={t('rows.to')}
                context={t('rows.toContext', { fund: fund.name })}
                value={form.targets[fund.code] ?? ''}
                onChange={(raw) => onTarget(fund.code, raw)}
                disabled={isTargetDisabled(fund.code, sources)}
                errorId={isTargetDisabled(fund.code, sources) ? null : targetError}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

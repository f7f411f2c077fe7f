import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatDate, formatRupees } from '@/lib/format';
import { isLapsed } from '@/lib/policy-rules';
import type { Policy } from '@/lib/types';

/**
 * The multi-select of issue 25 §2: the policies with a premium to pay, their dues ticked, and 'Review and
 * pay', a plain GET to /pay-premium?pay=…, where the core's breakup of the chosen ones and its total
 * are shown before anything is paid. It needs no script, and the amounts are the policy cards'.
 */
export function ChooseDues({ policies }: { policies: Policy[] }) {
  const t = useTranslations('payPremium');
  return (
    <section aria-labelledby="choose-dues-heading" className="card">
      <form action="/pay-premium" method="get">
        <fieldset aria-describedby="choose-dues-hint">
          <legend id="choose-dues-heading" className="text-lg font-semibold text-ink-900">
            {t('choose.heading')}
          </legend>
          <p id="choose-dues-hint" className="mt-1 text-sm text-ink-500">
            {t('choose.hint')}
          </p>
          <div className="mt-2 grid gap-x-6 md:grid-cols-2">
            {policies.map((p) => (
              <Checkbox
                key={p.policyNo}
                name="pay"
                value={p.policyNo}
                // A lapsed policy's amount is a revival, which the core leaves out of a payment of
                // several: offered, not ticked (the review would list it as not in the payment).
                defaultChecked={!isLapsed(p)}
                label={
                  <>
                    {t('policyLine', { name: p.name, policyNo: p.policyNo })}
                    <span className="block text-ink-500">
                      {p.payableAmount !== null && formatRupees(p.payableAmount, 2)}
                      {p.dueDate && <> · {t('choose.due', { date: formatDate(p.dueDate) })}</>}
                    </span>
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="secondary" className="mt-3">
          {t('choose.submit')}
        </Button>
      </form>
    </section>
  );
}

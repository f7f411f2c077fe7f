import { useTranslations } from 'next-intl';
import { Stepper } from '@/components/ui/stepper';
import { PageTitle } from '@/components/ui/page-title';

/** Step names are ours (premiumRedirection.steps): SPEC §2 numbers the steps but does not name them. */
export const REDIRECTION_STEPS = ['policy', 'holdings', 'allocation'] as const;

interface FlowHeaderProps {
  step: number;
  onBack: () => void;
}

/** Title, the back arrow of SPEC §2 (previous step, or history from step 0) and the progress. */
export function FlowHeader({ step, onBack }: FlowHeaderProps) {
  const t = useTranslations('premiumRedirection');
  const steps = REDIRECTION_STEPS.map((s) => t(`steps.${s}`));
  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        title={t('title')}
        back={{ onClick: onBack }}
        backLabel={step === 0 ? t('back') : t('backTo', { step: steps[step - 1] ?? '' })}
      />
      <Stepper steps={steps} current={step} label={t('progress')} />
    </div>
  );
}

/** Steps 1 and 2 sit on a white panel, as the fund details do on the policy page. */
export const STEP_PANEL = 'flex flex-col gap-5 card';

interface StepHeadingProps {
  id: string;
  title: string;
  policyNo: string;
  policyName: string;
}

/** The step's title with the policy it is about, so the customer never loses track of which one. */
export function StepHeading({ id, title, policyNo, policyName }: StepHeadingProps) {
  const t = useTranslations('premiumRedirection');
  return (
    <div>
      <h2 id={id} tabIndex={-1} className="text-xl font-semibold text-ink-900 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-500">{t('policyLine', { name: policyName, policyNo })}</p>
    </div>
  );
}

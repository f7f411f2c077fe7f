import { Stepper } from '@/components/ui/stepper';
import { PageTitle } from '@/components/ui/page-title';

/** Step names are ours: SPEC §2 numbers the steps but does not name them. */
export const REDIRECTION_STEPS = ['Select Policy', 'Fund Holdings', 'New Allocation'] as const;

interface FlowHeaderProps {
  step: number;
  onBack: () => void;
}

/** Title, the back arrow of SPEC §2 (previous step, or history from step 0) and the progress. */
export function FlowHeader({ step, onBack }: FlowHeaderProps) {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        title="Premium Redirection"
        back={{ onClick: onBack }}
        backLabel={step === 0 ? 'Back' : `Back to ${REDIRECTION_STEPS[step - 1]}`}
      />
      <Stepper steps={REDIRECTION_STEPS} current={step} label="Premium redirection progress" />
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
  return (
    <div>
      <h2 id={id} tabIndex={-1} className="text-xl font-semibold text-ink-900 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-500">
        {policyName} · Policy No {policyNo}
      </p>
    </div>
  );
}

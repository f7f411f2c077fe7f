import { useTranslations } from 'next-intl';
import { cx } from './field-styles';

export interface StepperProps {
  steps: readonly string[];
  /** Zero-based index of the step in progress; earlier ones show as completed. */
  current: number;
  /** Names the list for AT, e.g. "Fund switch progress"; 'Progress' by default. */
  label?: string;
  className?: string;
}

/**
 * Progress through a multi-step flow (fund switch, premium redirection). Below `desk` only the
 * current step's name is visible so long names fit a phone; the others stay readable to AT.
 */
export function Stepper({ steps, current, label, className }: StepperProps) {
  const t = useTranslations('ui.stepper');
  return (
    <ol aria-label={label ?? t('progress')} className={cx('flex w-full items-start', className)}>
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        const last = index === steps.length - 1;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="relative flex min-w-0 flex-1 flex-col items-center text-center"
          >
            {/* Connector to the next step, drawn behind the circles; purely decorative. */}
            {!last && (
              <span
                aria-hidden="true"
                className={cx('absolute top-4 left-1/2 h-0.5 w-full desk:top-5', done ? 'bg-brand-600' : 'bg-ink-400/40')}
              />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative z-10 flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold desk:h-10 desk:w-10',
                done && 'bg-brand-600 text-white',
                active && 'border-2 border-brand-600 bg-white text-brand-700',
                !done && !active && 'border border-ink-400 bg-white text-ink-500',
              )}
            >
              {done ? (
                <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" focusable="false">
                  <path d="M5 10.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span
              className={cx(
                'mt-2 px-1 text-xs desk:text-sm',
                active ? 'font-semibold text-ink-900' : 'sr-only text-ink-500 desk:not-sr-only',
              )}
            >
              <span className="sr-only">{t(done ? 'stepDone' : 'step', { step: index + 1, steps: steps.length })} </span>
              {step}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

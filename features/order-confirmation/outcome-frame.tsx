import type { ReactNode } from 'react';

const MARKS = {
  success: {
    id: 'payment-success-title',
    tone: 'text-leaf-600',
    path: <path d="M14 25l7 7 13-15" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />,
  },
  failed: {
    id: 'payment-failed-title',
    tone: 'text-raspberry-600',
    path: <path d="M17 17l14 14M31 17L17 31" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />,
  },
} as const;

interface OutcomeFrameProps {
  outcome: keyof typeof MARKS;
  title: string;
  /** the lines under the title, centred with it */
  lead: ReactNode;
  /** the details and buttons below */
  children: ReactNode;
}

/**
 * The page a payment ends on, one policy's or several's: its mark, title and lead, then what
 * follows. One frame, so a payment of several dues reads as the single payment does.
 */
export function OutcomeFrame({ outcome, title, lead, children }: OutcomeFrameProps) {
  const mark = MARKS[outcome];
  return (
    <section aria-labelledby={mark.id} className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <svg viewBox="0 0 48 48" className={`h-14 w-14 ${mark.tone}`} fill="none" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="3" />
          {mark.path}
        </svg>
        <h1 id={mark.id} className="text-2xl font-semibold text-ink-900">
          {title}
        </h1>
        {lead}
      </div>
      {children}
    </section>
  );
}

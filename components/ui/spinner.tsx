import { cx } from './field-styles';

const sizes = {
  sm: 'h-4 w-4',
  md: 'h-5 w-5',
  lg: 'h-8 w-8',
} as const;

export type SpinnerSize = keyof typeof sizes;

export interface SpinnerProps {
  size?: SpinnerSize;
  className?: string;
  /**
   * When given, the spinner announces itself (role="status") for stand-alone use, e.g. an
   * inline "Loading policies" state. Inside a Button leave it out: aria-busy already says it.
   */
  label?: string;
}

/** Inherits the text colour (currentColor) so it matches whatever it sits in. */
export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const svg = (
    <svg
      className={cx('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" className="opacity-90" />
    </svg>
  );

  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

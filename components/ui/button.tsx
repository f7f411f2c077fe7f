import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cx, focusRing } from './field-styles';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'text-brand-700 hover:bg-brand-50 active:bg-brand-100',
};

/** Every size stays at least 44 px tall below `desk` so it is an easy touch target. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm desk:min-h-9',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/** Exported so other clickable things (e.g. a label styled as a button) can match exactly. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth, className }: StyleOptions = {}) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    focusRing,
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'>, Omit<StyleOptions, 'className'> {
  /** Shows a spinner, sets aria-busy and disables the button so a request is not sent twice. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
    >
      {loading && <Spinner size={size === 'lg' ? 'md' : 'sm'} />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentProps<typeof Link>, Omit<StyleOptions, 'className'> {}

/** A navigation that should look like a button (e.g. "Pay Now"); stays a real link for AT. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClasses({ variant, size, fullWidth, className })} />;
}

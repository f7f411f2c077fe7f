import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cx } from './field-styles';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** Exported so other clickable things (e.g. a label styled as a button) can match exactly. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth, className }: StyleOptions = {}) {
  // .btn, .btn-{variant} and .btn-{size} live in app/globals.css: one short class list per button.
  return cx('btn', `btn-${variant}`, `btn-${size}`, fullWidth && 'w-full', className);
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

'use client';

import { useId } from 'react';
import {
  controlBase,
  controlBorder,
  cx,
  describedBy,
  errorClass,
  hintClass,
  labelClass,
  requiredMarkClass,
} from './field-styles';
import { useListbox } from './use-listbox';

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface DropdownProps {
  label: string;
  options: readonly DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown when nothing is chosen and offered as the first option with value '' (clears the choice). */
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Renders a hidden input so the value is posted with a plain <form>. */
  name?: string;
  id?: string;
  disabled?: boolean;
  /** Called when focus leaves the control; hand it react-hook-form's `field.onBlur`. */
  onBlur?: () => void;
  className?: string;
}

/**
 * Custom select, because native <select> popups cannot be styled or made to flip up on demand.
 * Exposed as role="combobox" + listbox, the same roles a native select has, so tests and AT
 * treat both alike. Use with react-hook-form through <Controller>.
 */
export function Dropdown(props: DropdownProps) {
  const { label, options, value, onChange, placeholder, error, hint, required, name, disabled, onBlur } = props;
  const autoId = useId();
  const id = props.id ?? autoId;
  const [labelId, listId, hintId, errorId] = ['label', 'list', 'hint', 'error'].map((s) => `${id}-${s}`);
  const items = placeholder ? [{ value: '', label: placeholder }, ...options] : options;
  const lb = useListbox({ items, value, onSelect: onChange, disabled });
  const selected = items[lb.selectedIndex];
  const showsPlaceholder = !selected || selected.value === '';

  return (
    <div className={props.className}>
      {/* A <label> cannot point at a div; this keeps "click the label to focus" for mouse users. */}
      <span id={labelId} className={labelClass} onClick={() => lb.triggerRef.current?.focus()}>
        {label}
        {required && (
          <span aria-hidden="true" className={requiredMarkClass}>
            *
          </span>
        )}
      </span>
      <div className="relative mt-1">
        <div
          ref={lb.triggerRef}
          id={id}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-haspopup="listbox"
          aria-expanded={lb.open}
          aria-controls={listId}
          aria-labelledby={labelId}
          aria-activedescendant={lb.open && lb.active >= 0 ? `${listId}-${lb.active}` : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-disabled={disabled || undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
          onClick={lb.toggle}
          onKeyDown={lb.onKeyDown}
          onBlur={() => {
            lb.hide();
            onBlur?.();
          }}
          className={cx(
            controlBase,
            controlBorder(Boolean(error)),
            'flex cursor-pointer items-center justify-between gap-2 text-left',
            disabled && 'cursor-not-allowed bg-gray-100 text-ink-500',
          )}
        >
          <span className={cx('truncate', showsPlaceholder && 'text-ink-500')}>{selected?.label ?? placeholder ?? ''}</span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className={cx('h-5 w-5 shrink-0 text-ink-500 transition-transform', lb.open && 'rotate-180')}
          >
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </div>
        <ul
          ref={lb.listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!lb.open}
          // Keeps focus on the combobox while clicking or scrolling the list.
          onMouseDown={(event) => event.preventDefault()}
          style={{ maxHeight: lb.maxHeight }}
          className={cx(
            'absolute inset-x-0 z-30 overflow-y-auto rounded-lg border border-brand-200 bg-white py-1 shadow-lg',
            lb.placement === 'up' ? 'bottom-full mb-1' : 'top-full mt-1',
          )}
        >
          {items.map((item, index) => (
            <li
              key={item.value === '' ? '__placeholder' : item.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === lb.selectedIndex}
              aria-disabled={item.disabled || undefined}
              onClick={() => lb.choose(index)}
              onMouseMove={() => index !== lb.active && !item.disabled && lb.setActive(index)}
              className={cx(
                'flex min-h-11 cursor-pointer items-center px-3 py-2 text-base text-ink-900 desk:min-h-9',
                index === lb.active && 'bg-brand-100',
                index === lb.selectedIndex && 'font-semibold',
                item.disabled && 'cursor-not-allowed text-ink-400',
              )}
            >
              {item.label}
            </li>
          ))}
        </ul>
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

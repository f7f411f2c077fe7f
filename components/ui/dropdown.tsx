'use client';

import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  dropdownIds,
  listClass,
  listedOptions,
  triggerAttributes,
  triggerClass,
  TriggerFace,
  type DropdownProps,
} from './dropdown-parts';
import { placeList, visibleSpan, type Placement } from './dropdown-placement';
import type { DropdownSelect } from './dropdown-select';
import { errorClass, hintClass, labelClass, requiredMarkClass } from './field-styles';

export type { DropdownOption, DropdownProps } from './dropdown-parts';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select-only combobox (ARIA APG), because native <select> popups cannot be styled or made to
 * flip up (SPEC §2 "Reusable pieces"). Use with react-hook-form through DropdownField.
 *
 * The list's behaviour (downshift, ./dropdown-select.tsx) is a tenth of the JavaScript budget of
 * a page, so it is fetched once the page is up rather than before it: the closed combobox is drawn
 * and labelled here, and a click or opening key that comes first opens the list when it arrives.
 */
export function Dropdown(props: DropdownProps) {
  const { label, value, error, hint, required, name, disabled, onBlur } = props;
  const autoId = useId();
  const ids = dropdownIds(props.id ?? autoId);
  const [select, setSelect] = useState<{ Select: typeof DropdownSelect; focused: boolean } | null>(null);
  const [openAt, setOpenAt] = useState<Placement | null>(null);

  useEffect(() => {
    let live = true;
    void import('./dropdown-select').then(({ DropdownSelect: Select }) => {
      if (live) setSelect({ Select, focused: document.activeElement?.id === ids.id });
    });
    return () => {
      live = false;
    };
  }, [ids.id]);

  const askToOpen = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    event.preventDefault();
    setOpenAt(placeList(event.currentTarget.getBoundingClientRect(), visibleSpan(event.currentTarget)));
  };
  const chosen = listedOptions(props).find((option) => option.value === value);

  return (
    <div className={props.className}>
      {/* A <label> cannot point at a div; clicking this one still focuses the combobox. */}
      <span id={ids.labelId} className={labelClass} onClick={() => document.getElementById(ids.id)?.focus()}>
        {label}
        {required && (
          <span aria-hidden="true" className={requiredMarkClass}>
            *
          </span>
        )}
      </span>
      <div className="relative mt-1">
        {select ? (
          <select.Select props={props} ids={ids} openAt={openAt} focused={select.focused} />
        ) : (
          <>
            <div
              {...triggerAttributes(props, ids)}
              aria-expanded={false}
              onClick={askToOpen}
              onKeyDown={(event) => OPENING_KEYS.has(event.key) && askToOpen(event)}
              onBlur={onBlur}
              className={triggerClass(props)}
            >
              <TriggerFace chosen={chosen} placeholder={props.placeholder} open={false} />
            </div>
            <ul id={ids.listId} role="listbox" aria-labelledby={ids.labelId} hidden className={listClass('down')} />
          </>
        )}
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      {hint && (
        <p id={ids.hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

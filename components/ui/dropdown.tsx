'use client';

import { useMessageText } from '@/lib/i18n/message-text';
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
import { MessageText } from '@/lib/i18n/message-text';

export type { DropdownOption, DropdownProps } from './dropdown-parts';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** A letter or digit typed to jump to an option, as a native select takes it (not a shortcut). */
const isTypeahead = (event: KeyboardEvent<HTMLElement>) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A select-only combobox (ARIA APG), because native <select> popups cannot be styled or made to
 * flip up (SPEC §2 "Reusable pieces"). Use with react-hook-form through DropdownField.
 *
 * The list's behaviour (downshift, ./dropdown-select.tsx) is a tenth of the JavaScript budget of
 * a page, so it is fetched once the page is up rather than before it: the closed combobox is drawn
 * and labelled here, and a click, opening key or typed letters that come first open the list when it
 * arrives, on the option the letters name.
 */
export function Dropdown(given: DropdownProps) {
  // The placeholder may be a catalogue key ('ui.pleaseSelect', SPEC §3's empty first option).
  const text = useMessageText();
  const props = given.placeholder ? { ...given, placeholder: text(given.placeholder) } : given;
  const { label, value, error, hint, required, name, disabled, onBlur } = props;
  const autoId = useId();
  const ids = dropdownIds(props.id ?? autoId);
  const [select, setSelect] = useState<{ Select: typeof DropdownSelect; focused: boolean } | null>(null);
  const [openAt, setOpenAt] = useState<Placement | null>(null);
  const [typed, setTyped] = useState('');

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
          <select.Select props={props} ids={ids} openAt={openAt} typed={typed} focused={select.focused} />
        ) : (
          <>
            <div
              {...triggerAttributes(props, ids)}
              aria-expanded={false}
              onClick={askToOpen}
              onKeyDown={(event) => {
                if (isTypeahead(event) && !disabled) setTyped((before) => before + event.key);
                if (OPENING_KEYS.has(event.key) || isTypeahead(event)) askToOpen(event);
              }}
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
          <MessageText message={error} />
        </p>
      )}
    </div>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { clipSpan, LIST_MAX_HEIGHT, placeList, type DropdownPlacement, type Span } from './dropdown-placement';
import { edgeIndex, stepIndex, typeaheadIndex, type NavigableOption } from './listbox-navigation';

/** Same pause as native selects: after this, a new key starts a fresh type-ahead search. */
const TYPEAHEAD_RESET_MS = 500;

interface ListboxItem extends NavigableOption {
  value: string;
}

interface UseListboxOptions {
  items: readonly ListboxItem[];
  value: string;
  onSelect: (value: string) => void;
  disabled?: boolean;
}

/**
 * State and keyboard model of a select-only combobox (WAI-ARIA APG): focus stays on the trigger
 * and aria-activedescendant moves through the options, so nothing else ever needs focus.
 */
export function useListbox({ items, value, onSelect, disabled }: UseListboxOptions) {
  const triggerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [place, setPlace] = useState<{ placement: DropdownPlacement; maxHeight: number }>({
    placement: 'down',
    maxHeight: LIST_MAX_HEIGHT,
  });
  const typed = useRef({ query: '', at: 0 });
  const selectedIndex = items.findIndex((item) => item.value === value);

  useEffect(() => {
    if (open && active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  function show(index: number) {
    if (disabled) return;
    // Measured on every open: the page may have scrolled since the last time.
    const trigger = triggerRef.current;
    if (trigger) setPlace(placeList(trigger.getBoundingClientRect(), visibleSpan(trigger)));
    setActive(index >= 0 && !items[index]?.disabled ? index : edgeIndex(items, 'first'));
    setOpen(true);
  }

  const hide = () => setOpen(false);
  const toggle = () => (open ? hide() : show(selectedIndex));

  function choose(index: number) {
    const item = items[index];
    if (!item || item.disabled) return;
    if (item.value !== value) onSelect(item.value);
    hide();
  }

  function typeahead(key: string) {
    const now = Date.now();
    const query = now - typed.current.at > TYPEAHEAD_RESET_MS ? key : typed.current.query + key;
    typed.current = { query, at: now };
    const match = typeaheadIndex(items, query, open ? active : selectedIndex);
    if (match < 0) return;
    if (open) setActive(match);
    else show(match);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    const typing = Date.now() - typed.current.at <= TYPEAHEAD_RESET_MS;
    if (key === ' ' && typing) typeahead(key);
    else if (key.length === 1 && key !== ' ') typeahead(key);
    else if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) show(selectedIndex);
      else if (key === 'Home' || key === 'End') show(edgeIndex(items, key === 'Home' ? 'first' : 'last'));
      // Anything else (Tab, and Escape so an enclosing Modal can close) keeps its default.
      else return;
    } else if (key === 'ArrowDown') setActive((i) => stepIndex(items, i, 1));
    else if (key === 'ArrowUp') setActive((i) => stepIndex(items, i, -1));
    else if (key === 'Home' || key === 'End') setActive(edgeIndex(items, key === 'Home' ? 'first' : 'last'));
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') hide();
    else {
      if (key === 'Tab') hide();
      return;
    }
    event.preventDefault();
  }

  return { triggerRef, listRef, open, active, setActive, ...place, selectedIndex, toggle, hide, choose, onKeyDown };
}

/** What shows around an element: the viewport, cut by every box above it that scrolls or clips. */
function visibleSpan(element: HTMLElement): Span {
  let span: Span = { top: 0, bottom: window.innerHeight };
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    if (getComputedStyle(box).overflowY === 'visible') continue;
    const top = box.getBoundingClientRect().top + box.clientTop;
    span = clipSpan(span, { top, bottom: top + box.clientHeight });
  }
  return span;
}

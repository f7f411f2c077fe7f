/**
 * DD/MM/YYYY as a customer types it, and the ISO date a form keeps (components/ui/date-input.tsx).
 * Pure, so the rules are tested without a browser.
 */

/** What a keystroke or a paste leaves: its digits, at most 8, with the slashes put in. */
export function typedDate(raw: string): string {
  const d = raw.replace(/\D+/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'; anything shorter stays as typed (and is no date to the form's rules). */
export function isoFromTyped(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else is shown as it is. */
export function typedFromIso(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

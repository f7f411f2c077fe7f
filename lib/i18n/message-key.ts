/**
 * Schemas and rules give their messages as catalogue keys ('validation.panInvalid'), so one schema
 * serves both languages on both sides; the field that shows an error words it. A text the core
 * sent is already in the customer's language and always has a space, so it is shown as it came.
 */
const KEY = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+$/;

export function isMessageKey(text: string): boolean {
  return KEY.test(text);
}

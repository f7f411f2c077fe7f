/*
 * The shell's fixed words about addresses outside the portal. The addresses themselves are the
 * insurer's configuration (lib/links.ts), read at server start and passed down.
 */

/** Every new-tab link carries this so the opened page cannot reach back into the portal. */
export const NEW_TAB_REL = 'noopener noreferrer';

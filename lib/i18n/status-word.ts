import { useTranslations, type Messages } from 'next-intl';

type StatusKey = keyof Messages['statuses'];

/** The core's status, as it sends it ('In Progress'), to its key in `statuses` ('inProgress'). */
const keyOf = (status: string) => status.toLowerCase().replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase()) as StatusKey;

/**
 * A request's, claim's or mandate's status in the page's language. The core's status stays its
 * identity (tones, filters and the tracker's address compare it); only what is shown is worded.
 * A status the catalogue does not know yet is shown as the core sent it.
 */
export function useStatusWord(): (status: string) => string {
  const t = useTranslations('statuses');
  return (status) => (t.has(keyOf(status)) ? t(keyOf(status)) : status);
}

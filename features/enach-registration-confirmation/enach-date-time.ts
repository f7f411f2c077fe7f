import { format, isValid, parse, parseISO } from 'date-fns';
import { indiaWallClock } from '@/lib/format';
const SHOWN = 'dd-MMM-yyyy, hh:mm a';

/**
 * The e-NACH status time as 'DD-MMM-YYYY, hh:mm A'. The core's usual DD/MM/YYYY HH:mm:ss is
 * already Indian time; an ISO time with an offset is moved to Indian time, whatever the server's
 * zone. Anything else is shown as sent rather than guessed at.
 */
export function formatEnachDateTime(text: string): string {
  const core = parse(text, 'dd/MM/yyyy HH:mm:ss', new Date(2000, 0, 1));
  if (isValid(core)) return format(core, SHOWN);
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? parseISO(text) : null;
  if (!iso || !isValid(iso)) return text;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  if (!hasZone) return format(iso, SHOWN);
  return format(parse(indiaWallClock(iso), "yyyy-MM-dd'T'HH:mm:ss", new Date(2000, 0, 1)), SHOWN);
}

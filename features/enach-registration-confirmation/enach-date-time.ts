import type { Language } from '@portal/contracts/language';
import { clock12, formatDateLong, indiaWallClock, parseCoreDateTime } from '@/lib/format';

const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)/;

/**
 * The e-NACH status time as 'DD-MMM-YYYY, hh:mm A'. The core's usual DD/MM/YYYY HH:mm:ss is
 * already Indian time, as is an ISO time without a zone; one with an offset is moved to Indian
 * time, whatever the server's zone. Anything else is shown as sent rather than guessed at.
 */
export function formatEnachDateTime(text: string, language: Language = 'en'): string {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) && LOCAL_ISO.test(text) ? new Date(text) : null;
  const local = zoned ? (Number.isNaN(zoned.getTime()) ? null : indiaWallClock(zoned)) : (parseCoreDateTime(text) ?? text);
  const m = local ? LOCAL_ISO.exec(local) : null;
  return m?.[1] && m[2] ? `${formatDateLong(m[1], language)}, ${clock12(m[2])}` : text;
}

/**
 * Display formats of SPEC §9, on Intl: one formatter per format, made once. Dates travel as ISO
 * `YYYY-MM-DD` inside the app (a wall-clock time as `YYYY-MM-DDTHH:mm:ss`, India's); the core's
 * `DD/MM/YYYY` is parsed once, in the reshape mappers.
 */

import type { Language } from '@portal/contracts/language';

// Numbers are written alike in both languages: Latin digits in Indian grouping, as Indian banks do.
const LOCALE = 'en-IN';

const money = (min: number, max: number, currency: boolean) =>
  new Intl.NumberFormat(LOCALE, {
    ...(currency ? { style: 'currency', currency: 'INR' } : {}),
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    // No minus on an amount that rounds to zero.
    signDisplay: 'negative',
  });

const RUPEES = { 0: money(0, 0, true), 2: money(2, 2, true) } as const;
const FUND_VALUE = money(2, 5, true);
const PLAIN_AMOUNT = money(2, 2, false);
const COUNT = money(0, 0, false);
// Unit balances come as decimal strings; Intl formats a string exactly, so no digit is lost.
const UNITS = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 4, maximumFractionDigits: 20 });
const PERCENT = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,23,45,678.00 — Indian digit grouping. */
export function formatRupees(value: number, decimals: 0 | 2 = 2): string {
  return RUPEES[decimals].format(value);
}

/** Fund values show 2 to 5 decimals (SPEC §9). */
export function formatFundValue(value: number): string {
  return FUND_VALUE.format(value);
}

/** 1,23,456.70 — for sentences that already say 'INR', where a ₹ sign would repeat it. */
export function formatPlainAmount(value: number): string {
  return PLAIN_AMOUNT.format(value);
}

/** 1,23,456 — a whole number with Indian grouping. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Unit balances show at least 4 decimals, more if the core sent them. */
export function formatUnits(units: string): string {
  return UNITS.format(units as `${number}`);
}

/** 12.35% for 12.3456 (the core sends percentages, not fractions). */
export function formatPercent(value: number): string {
  return PERCENT.format(value / 100);
}

const CORE_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** DD/MM/YYYY → YYYY-MM-DD, or null when it isn't a real date. */
export function parseCoreDate(text: string | null | undefined): string | null {
  const m = text ? CORE_DATE.exec(text) : null;
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = d.getUTCFullYear() === Number(yyyy) && d.getUTCMonth() === Number(mm) - 1 && d.getUTCDate() === Number(dd);
  return real ? `${yyyy}-${mm}-${dd}` : null;
}

/** YYYY-MM-DD → DD/MM/YYYY, the core's form of a date on the wire. */
export function toCoreDate(iso: string): string {
  const [yyyy, mm, dd] = iso.split('-');
  return `${dd}/${mm}/${yyyy}`;
}

const CORE_DATE_TIME = /^(\d{2}\/\d{2}\/\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** The core's last login `DD/MM/YYYY HH:mm:ss` → ISO-like local `YYYY-MM-DDTHH:mm:ss`. */
export function parseCoreDateTime(text: string | null | undefined): string | null {
  const m = text ? CORE_DATE_TIME.exec(text) : null;
  const day = m ? parseCoreDate(m[1]) : null;
  if (!m || !day) return null;
  const [hh, mi, ss] = [Number(m[2]), Number(m[3]), Number(m[4])];
  return hh < 24 && mi < 60 && ss < 60 ? `${day}T${m[2]}:${m[3]}:${m[4]}` : null;
}

/*
 * Dates and times are formatted as wall-clock values: the ISO text is read as UTC and shown in
 * UTC, so the server's or phone's own zone never shifts a day. SPEC writes months as three
 * letters (21-Nov-2026); en-IN's short month for September is 'Sept', so the month's name comes
 * from en-US, the rest of each date from en-IN.
 */
const UTC = { timeZone: 'UTC' } as const;
const DAY_MONTH_YEAR = new Intl.DateTimeFormat(LOCALE, { ...UTC, day: '2-digit', month: '2-digit', year: 'numeric' });
/*
 * Hindi writes the month in full ('21-नवंबर-2026'): its short forms end in an abbreviation mark
 * ('नव॰') that reads as a typo to many.
 */
const MONTH_NAME: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { ...UTC, month: 'short' }),
  hi: new Intl.DateTimeFormat('hi-IN', { ...UTC, month: 'long' }),
};
const CLOCK = new Intl.DateTimeFormat(LOCALE, { ...UTC, hour: '2-digit', minute: '2-digit', hour12: true });

const wallClock = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`);

/** The date's parts, two-digit day and month, four-digit year, and the month's name in the language. */
function dateParts(iso: string, language: Language) {
  const date = wallClock(iso);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    DAY_MONTH_YEAR.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: MONTH_NAME[language].format(date), year: part('year') };
}

/** DD/MM/YYYY */
export function formatDate(iso: string): string {
  return DAY_MONTH_YEAR.format(wallClock(iso.slice(0, 10)));
}

/** DD-MMM-YYYY, e.g. 21-Nov-2026 (21-नवंबर-2026 in Hindi). */
export function formatDateLong(iso: string, language: Language = 'en'): string {
  const { day, month, year } = dateParts(iso.slice(0, 10), language);
  return `${day}-${month}-${year}`;
}

/** HH:mm[:ss] on a 24-hour clock → hh:mm AM/PM. */
export function clock12(time: string): string {
  const [hh = '00', mi = '00', ss = '00'] = time.split(':');
  const parts = CLOCK.formatToParts(
    wallClock(`1970-01-01T${hh.padStart(2, '0')}:${mi.padStart(2, '0')}:${ss.slice(0, 2).padStart(2, '0')}`),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** 'Last Login' as SPEC §2: DD-MMM-YY, hh:mm A (e.g. 19-Nov-26, 10:15 AM). */
export function formatLastLogin(isoLocal: string, language: Language = 'en'): string {
  const [date = '', time = ''] = isoLocal.split('T');
  const { day, month, year } = dateParts(date, language);
  return `${day}-${month}-${year.slice(2)}, ${clock12(time)}`;
}

/** India keeps UTC+05:30 all year (no daylight saving), so its clock is plain arithmetic. */
const IST_OFFSET_MS = 330 * 60_000;

/** An instant as India's wall clock, YYYY-MM-DDTHH:mm:ss, whatever the server's (or phone's) time zone. */
export function indiaWallClock(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19);
}

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaWallClock(now).slice(0, 10);
}

/**
 * A service request number as every screen shows it: 'SR 12345678'. The core sends the bare
 * digits; a legacy prefix ('SR53408582', 'sr-1234') is read through, so it never shows twice.
 */
export function formatSrNumber(serviceRequestId: string): string {
  return `SR ${serviceRequestId.trim().replace(/^SR[\s-]*/i, '')}`;
}

/**
 * A request's name for the title of its confirmation ('<name> Request Submitted'), as the core's
 * SMS gives it: 'Address Change Request' and 'Fund Switch' both name it without the word the title
 * adds, so the dialog and the message name the same request.
 */
export function requestName(request: string): string {
  return request.trim().replace(/\s*\brequest$/i, '');
}

/**
 * Display formats of SPEC §9. Dates travel as ISO `YYYY-MM-DD` inside the app;
 * the core's `DD/MM/YYYY` is parsed once, in the reshape mappers.
 */
/*
 * Numbers are formatted by hand, not with Intl.NumberFormat: building an 'en-IN' formatter loads
 * ICU's locale data, which cost 13–20 ms of a phone's main thread on every page that shows an
 * amount (measured in Chromium at Lighthouse's 4× CPU slowdown: 51–78 ms). The output is Intl's
 * to the character; tests/unit/format.test.ts checks it against Intl for thousands of values.
 */

/** |x| rounded half away from zero at `places` decimals, from its shortest decimal form as Intl does (1.005 → 1.01). */
function fixed(x: number, places: number): [whole: string, fraction: string] {
  const text = String(Math.abs(x));
  if (text.includes('e')) return split(Math.abs(x).toFixed(places));
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return [whole, fraction.padEnd(places, '0')];
  const roundUp = (fraction[places] ?? '0') >= '5' ? 1n : 0n;
  const digits = (BigInt(whole + fraction.slice(0, places)) + roundUp).toString().padStart(places + 1, '0');
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)];
}

function split(text: string): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  return [whole, fraction];
}

/** 12345678 → 1,23,45,678: the last three digits, then pairs. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

/** A signed amount with `min`–`max` decimals; no minus sign on a value that rounds to zero. */
function amount(value: number, min: number, max: number, symbol: string): string {
  const [whole, rawFraction] = fixed(value, max);
  const fraction = rawFraction.slice(0, min) + rawFraction.slice(min).replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${symbol}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** ₹1,23,45,678.00 — Indian digit grouping. */
export function formatRupees(value: number, decimals: 0 | 2 = 2): string {
  return amount(value, decimals, decimals, '₹');
}

/** Fund values show 2 to 5 decimals (SPEC §9). */
export function formatFundValue(value: number): string {
  return amount(value, 2, 5, '₹');
}

/** 1,23,456.70 — for sentences that already say 'INR', where a ₹ sign would repeat it. */
export function formatPlainAmount(value: number): string {
  return amount(value, 2, 2, '');
}

/** 1,23,456 — a whole number with Indian grouping. */
export function formatCount(value: number): string {
  return amount(value, 0, 0, '');
}

/** Unit balances show at least 4 decimals, more if the core sent them. */
export function formatUnits(units: string): string {
  const [whole = '0', frac = ''] = units.split('.');
  const n = BigInt(whole);
  return `${n < 0n ? '-' : ''}${groupIndian((n < 0n ? -n : n).toString())}.${frac.padEnd(4, '0')}`;
}

export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}

const CORE_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * DD/MM/YYYY → YYYY-MM-DD, or null when it isn't a real date. By hand rather than date-fns'
 * parse(): every policy on every page goes through here, and parse() was a visible share of a render.
 */
export function parseCoreDate(text: string | null | undefined): string | null {
  const m = text ? CORE_DATE.exec(text) : null;
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = d.getUTCFullYear() === Number(yyyy) && d.getUTCMonth() === Number(mm) - 1 && d.getUTCDate() === Number(dd);
  return real ? `${yyyy}-${mm}-${dd}` : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const month = (mm: string) => MONTHS[Number(mm) - 1] ?? mm;

/** The dates below are rearranged as text: they are already checked, and this runs for every row of every page. */
function isoParts(iso: string): [y: string, m: string, d: string] {
  const [y = '', m = '', d = ''] = iso.split('-');
  return [y, m, d.slice(0, 2)];
}

/** DD/MM/YYYY */
export function formatDate(iso: string): string {
  const [y, m, d] = isoParts(iso);
  return `${d}/${m}/${y}`;
}

/** DD-MMM-YYYY, e.g. 21-Nov-2026 */
export function formatDateLong(iso: string): string {
  const [y, m, d] = isoParts(iso);
  return `${d}-${month(m)}-${y}`;
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

/** HH:mm[:ss] on a 24-hour clock → hh:mm AM/PM. */
export function clock12(time: string): string {
  const [hh = '0', mi = '00'] = time.split(':');
  const h = Number(hh);
  return `${String(h % 12 || 12).padStart(2, '0')}:${mi.padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'Last Login' as SPEC §2: DD-MMM-YY, hh:mm A (e.g. 19-Nov-26, 10:15 AM). */
export function formatLastLogin(isoLocal: string): string {
  const [date = '', time = ''] = isoLocal.split('T');
  const [y, m, d] = isoParts(date);
  return `${d}-${month(m)}-${y.slice(2)}, ${clock12(time)}`;
}

/** India keeps UTC+05:30 all year (no daylight saving), so its clock is plain arithmetic, no ICU. */
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

/** The first line of every request confirmation (SPEC §2); each flow adds its own sentence after it. */
export function srSubmittedLine(serviceRequestId: string): string {
  return `Request ${formatSrNumber(serviceRequestId)} submitted successfully...`;
}

/** The confirmation of a request answered within SPEC §1's 7 days: the first line and the promise. */
export function srSubmittedWithPromise(serviceRequestId: string): string {
  return `${srSubmittedLine(serviceRequestId)} We will respond within 7 days through your registered mobile number and email.`;
}

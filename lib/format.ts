
/**
 * Display formats of SPEC §9. Dates travel as ISO `YYYY-MM-DD` inside the app;
 * the core's `DD/MM/YYYY` is parsed once, in the reshape mappers.
 */
const inr = (min: number, max: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: min, maximumFractionDigits: max });
const INR0 = inr(0, 0);
const INR2 = inr(2, 2);

/** ₹1,23,45,678.00 — Indian digit grouping. */
export function formatRupees(amount: number, decimals: 0 | 2 = 2): string {
  return (decimals === 0 ? INR0 : INR2).format(amount);
}

/** Fund values show 2 to 5 decimals (SPEC §9). */
export function formatFundValue(amount: number): string {
  return inr(2, 5).format(amount);
}

/** Unit balances show at least 4 decimals, more if the core sent them. */
export function formatUnits(units: string): string {
  const [whole = '0', frac = ''] = units.split('.');
  const grouped = new Intl.NumberFormat('en-IN').format(BigInt(whole));
  return `${grouped}.${frac.padEnd(4, '0')}`;
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

/** 'Last Login' as SPEC §2: DD-MMM-YY, hh:mm A (e.g. 19-Nov-26, 10:15 AM). */
export function formatLastLogin(isoLocal: string): string {
  const [date = '', time = ''] = isoLocal.split('T');
  const [y, m, d] = isoParts(date);
  const [hh = '0', mi = '00'] = time.split(':');
  const h = Number(hh);
  const h12 = String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0');
  return `${d}-${month(m)}-${y.slice(2)}, ${h12}:${mi} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Made once: building an Intl formatter costs far more than using one. */
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today's date in India as YYYY-MM-DD, whatever the server's time zone. */
export function todayInIndia(now: Date = new Date()): string {
  return INDIA_DAY.format(now);
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

import { format, isValid, parse } from 'date-fns';

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

function fromIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** DD/MM/YYYY */
export function formatDate(iso: string): string {
  return format(fromIso(iso), 'dd/MM/yyyy');
}

/** DD-MMM-YYYY, e.g. 21-Nov-2026 */
export function formatDateLong(iso: string): string {
  return format(fromIso(iso), 'dd-MMM-yyyy');
}

/** The core's last login `DD/MM/YYYY HH:mm:ss` → ISO-like local `YYYY-MM-DDTHH:mm:ss`. */
export function parseCoreDateTime(text: string | null | undefined): string | null {
  if (!text) return null;
  const d = parse(text, 'dd/MM/yyyy HH:mm:ss', new Date(2000, 0, 1));
  return isValid(d) ? format(d, "yyyy-MM-dd'T'HH:mm:ss") : null;
}

/** 'Last Login' as SPEC §2: DD-MMM-YY, hh:mm A (e.g. 19-Nov-26, 10:15 AM). */
export function formatLastLogin(isoLocal: string): string {
  const d = parse(isoLocal, "yyyy-MM-dd'T'HH:mm:ss", new Date(2000, 0, 1));
  return format(d, 'dd-MMM-yy, hh:mm a');
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

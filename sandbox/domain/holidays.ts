import { addDays } from '../store/calendar';

/**
 * India's public holidays as this core keeps them: the Government of India's
 * gazetted (compulsory) holidays for central offices, 2025–2027 — the three
 * national holidays (Republic Day, Independence Day, Gandhi Jayanti) and the
 * festival days of the national list. Festival dates follow the lunar
 * calendar; 2027's are the core's provisional dates until that year's list is
 * notified. A working day is one that is neither a Saturday, a Sunday nor one
 * of these; outside 2025–2027 only weekends count.
 */
export const PUBLIC_HOLIDAYS: Readonly<Record<string, string>> = {
  // 2025
  '2025-01-26': 'Republic Day',
  '2025-02-26': 'Maha Shivaratri',
  '2025-03-14': 'Holi',
  '2025-03-31': 'Id-ul-Fitr',
  '2025-04-10': 'Mahavir Jayanti',
  '2025-04-18': 'Good Friday',
  '2025-05-12': 'Buddha Purnima',
  '2025-06-07': 'Id-ul-Zuha (Bakrid)',
  '2025-07-06': 'Muharram',
  '2025-08-15': 'Independence Day',
  '2025-08-16': 'Janmashtami',
  '2025-09-05': 'Milad-un-Nabi',
  '2025-10-02': 'Gandhi Jayanti; Dussehra',
  '2025-10-20': 'Diwali (Deepavali)',
  '2025-11-05': 'Guru Nanak Jayanti',
  '2025-12-25': 'Christmas Day',
  // 2026
  '2026-01-26': 'Republic Day',
  '2026-03-04': 'Holi',
  '2026-03-21': 'Id-ul-Fitr',
  '2026-03-26': 'Ram Navami',
  '2026-03-31': 'Mahavir Jayanti',
  '2026-04-03': 'Good Friday',
  '2026-05-01': 'Buddha Purnima',
  '2026-05-27': 'Id-ul-Zuha (Bakrid)',
  '2026-06-26': 'Muharram',
  '2026-08-15': 'Independence Day',
  '2026-08-26': 'Milad-un-Nabi',
  '2026-09-04': 'Janmashtami',
  '2026-10-02': 'Gandhi Jayanti',
  '2026-10-20': 'Dussehra',
  '2026-11-08': 'Diwali (Deepavali)',
  '2026-11-24': 'Guru Nanak Jayanti',
  '2026-12-25': 'Christmas Day',
  // 2027 (festival dates provisional)
  '2027-01-26': 'Republic Day',
  '2027-03-10': 'Id-ul-Fitr',
  '2027-03-22': 'Holi',
  '2027-03-26': 'Good Friday',
  '2027-04-15': 'Ram Navami',
  '2027-04-19': 'Mahavir Jayanti',
  '2027-05-17': 'Id-ul-Zuha (Bakrid)',
  '2027-05-20': 'Buddha Purnima',
  '2027-06-15': 'Muharram',
  '2027-08-15': 'Independence Day; Milad-un-Nabi',
  '2027-08-25': 'Janmashtami',
  '2027-10-02': 'Gandhi Jayanti',
  '2027-10-09': 'Dussehra',
  '2027-10-29': 'Diwali (Deepavali)',
  '2027-11-14': 'Guru Nanak Jayanti',
  '2027-12-25': 'Christmas Day',
};

/** The holiday's name on an ISO day, or null. */
export const holidayOn = (isoDay: string): string | null => PUBLIC_HOLIDAYS[isoDay] ?? null;

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(isoDay: string): boolean {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && holidayOn(isoDay) === null;
}

/** The n-th working day after `isoDay` (the day itself never counts, as a request raised today is worked on from tomorrow). */
export function addWorkingDays(isoDay: string, n: number): string {
  let day = isoDay;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The IST day (YYYY-MM-DD) of an instant the core sent: India keeps no daylight saving, so a fixed offset. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const istDay = (instant: string) => new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(0, 10);

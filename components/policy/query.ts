/** Next's searchParams record: a key may be missing, given once, or repeated. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export function firstParam(params: SearchParamsRecord, key: string): string | undefined {
  const v = params[key];
  return Array.isArray(v) ? v[0] : v;
}

/** The same page without one parameter, every other one (repeats included) kept in order. */
export function hrefWithout(pathname: string, params: SearchParamsRecord, drop: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === drop || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) kept.append(key, v);
  }
  const qs = kept.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

export type PolicyTab = 'DETAILS' | 'NOMINEE';

/** ?tab=NOMINEE opens the nominee tab (SPEC §2); anything else is the details tab. */
export function tabFromQuery(value: string | undefined): PolicyTab {
  return value?.toUpperCase() === 'NOMINEE' ? 'NOMINEE' : 'DETAILS';
}

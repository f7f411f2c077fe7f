import { getNames } from 'country-list';

/**
 * The country list (getAllCountries): the ISO 3166 English names from the
 * country-list package, India first and the rest alphabetical. ISO's
 * trailing article is dropped ('United States of America (the)' → 'United
 * States of America'), as a person would write the name.
 */
export const INDIA = 'India';

let countries: readonly string[] | null = null;

export function allCountries(): readonly string[] {
  countries ??= [
    INDIA,
    ...getNames()
      .map((n) => n.replace(/\s*\(the\)$/i, '').trim())
      .filter((n) => n !== INDIA)
      .sort((a, b) => a.localeCompare(b, 'en')),
  ];
  return countries;
}

export const isCountry = (name: string) => allCountries().includes(name);

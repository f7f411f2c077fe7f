/**
 * How the documents print values. Inputs stay exact (integer paise, decimal
 * strings, ISO days); they become text only here, so a figure on paper is the
 * figure in the books.
 */

import type { Holder } from './types';

const grouped = (places: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: places, maximumFractionDigits: places });
const TWO_PLACES = grouped(2);
const FOUR_PLACES = grouped(4);

/** Integer paise as '₹1,23,456.78'; the decimal string never passes through a float. */
export function money(paise: number): string {
  const abs = Math.abs(paise);
  const decimal = `${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
  return `${paise < 0 ? '-' : ''}₹${TWO_PLACES.format(decimal)}`;
}

/** A decimal string with four places (units, NAV) in Indian grouping: '3210.5432' → '3,210.5432'. */
export const fourPlaces = (decimal: string) => FOUR_PLACES.format(decimal as `${number}`);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the way the insurer prints dates. */
export function dmy(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

/** India keeps no daylight saving, so IST is a fixed offset. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Epoch ms as 'DD/MM/YYYY HH:mm IST'. */
export function istDateTime(ms: number): string {
  const [day, time] = new Date(ms + IST_OFFSET_MS).toISOString().split('T') as [string, string];
  return `${dmy(day)} ${time.slice(0, 5)} IST`;
}

/** Indian financial years run 1 April to 31 March and are named by both years: 2026 → '2026-27'. */
export const financialYearLabel = (fy: number) => `${fy}-${String(fy + 1).slice(-2)}`;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  // Compound tens take a hyphen, as written English does: Twenty-Five, Ninety-Nine.
  const tail = rest < 20 ? ONES[rest] : [TENS[Math.floor(rest / 10)], ONES[rest % 10]].filter(Boolean).join('-');
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', tail ?? ''].filter(Boolean).join(' ');
}

/** Whole numbers on the Indian scale: 10,05,000 → 'Ten Lakh Five Thousand'. */
function indianWords(n: number): string {
  if (n >= 10_000_000) return `${indianWords(Math.floor(n / 10_000_000))} Crore ${indianWords(n % 10_000_000)}`.trim();
  const lakhs = Math.floor(n / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  return [
    lakhs ? `${belowThousand(lakhs)} Lakh` : '',
    thousands ? `${belowThousand(thousands)} Thousand` : '',
    belowThousand(n % 1000),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in words on the Indian scale, as Indian receipts print it:
 * 'Rupees Eighteen Thousand Nine Hundred Sixteen and Paise Twenty-Five Only'.
 */
export function rupeesInWords(paise: number): string {
  const abs = Math.abs(paise);
  const rupees = (abs - (abs % 100)) / 100;
  const cents = abs % 100;
  return `Rupees ${rupees ? indianWords(rupees) : 'Zero'}${cents ? ` and Paise ${belowThousand(cents)}` : ''} Only`;
}

/** The customer's name and, when known, mailing address: the head of every document addressed to them. */
export const holderRows = (label: string, holder: Holder, addressLabel: string): Array<[string, string]> =>
  holder.address
    ? [
        [label, holder.name],
        [addressLabel, holder.address],
      ]
    : [[label, holder.name]];

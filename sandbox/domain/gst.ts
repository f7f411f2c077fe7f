import type { ReceiptParts } from '../store/receipts';
import type { GstBreakup } from './documents';
import { lookUpPincode } from './pincode-directory';

/**
 * GST on a premium as a receipt prints it. Insurance is supplied where the customer is (the
 * address on record): within the insurer's own state the tax is split half CGST, half SGST;
 * anywhere else, or abroad, it is IGST in full. The split only names the tax already charged,
 * so the halves always add up to it (CGST takes the odd paisa).
 */
type GstLine = GstBreakup['taxLines'][number];

const rate = (bp: number) => `${bp / 100}%`;
const sameState = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The state of the last Indian pincode in an address, or null (abroad, or no pincode the directory knows). */
export function stateOfAddress(address: string | null | undefined): string | null {
  const pins = address?.match(/(?<!\d)\d{6}(?!\d)/g) ?? [];
  for (const pin of pins.reverse()) {
    const place = lookUpPincode(pin);
    if (place) return place.stateName;
  }
  return null;
}

export function splitGst(parts: ReceiptParts, placeOfSupply: string | null, insurerState: string): GstBreakup {
  const { premiumPaise, gstPaise, gstBp, chargesPaise } = parts;
  let taxLines: GstLine[];
  if (gstBp === 0 && gstPaise === 0) taxLines = [{ label: 'GST (not levied on this premium)', paise: 0 }];
  else if (sameState(placeOfSupply, insurerState)) {
    const sgst = Math.floor(gstPaise / 2);
    taxLines = [
      { label: `CGST @ ${rate(gstBp / 2)}`, paise: gstPaise - sgst },
      { label: `SGST @ ${rate(gstBp / 2)}`, paise: sgst },
    ];
  } else taxLines = [{ label: `IGST @ ${rate(gstBp)}`, paise: gstPaise }];
  return {
    taxablePaise: premiumPaise,
    taxLines,
    chargesPaise,
    totalPaise: premiumPaise + gstPaise + chargesPaise,
    placeOfSupply,
  };
}

import { describe, expect, it } from 'vitest';
import { splitGst, stateOfAddress } from '../domain/gst';
import { taxDeductionProvision } from '../domain/income-tax';
import { insurerFromEnv, SANDBOX_INSURER } from '../domain/insurer';

// ₹18,500 renewal premium at 2.25%: ₹416.25 of GST, ₹18,916.25 in all.
const premium = { premiumPaise: 1_850_000, gstPaise: 41_625, gstBp: 225, chargesPaise: 0 };

describe('GST on a premium, by where the customer is', () => {
  it('splits it half CGST, half SGST in the insurer’s state, the odd paisa to CGST', () => {
    expect(splitGst(premium, 'Maharashtra', 'Maharashtra')).toEqual({
      taxablePaise: 1_850_000,
      taxLines: [
        { label: 'CGST @ 1.125%', paise: 20_813 },
        { label: 'SGST @ 1.125%', paise: 20_812 },
      ],
      chargesPaise: 0,
      totalPaise: 1_891_625,
      placeOfSupply: 'Maharashtra',
    });
  });

  it('charges IGST in full in another state, abroad or where the state is not known', () => {
    for (const place of ['Kerala', null]) {
      expect(splitGst(premium, place, 'Maharashtra').taxLines).toEqual([{ label: 'IGST @ 2.25%', paise: 41_625 }]);
    }
  });

  it('keeps untaxed charges out of the taxable value and in the total; a nil rate says so', () => {
    const late = splitGst({ ...premium, chargesPaise: 27_750 }, 'Kerala', 'Maharashtra');
    expect([late.taxablePaise, late.chargesPaise, late.totalPaise]).toEqual([1_850_000, 27_750, 1_919_375]);
    const ulip = splitGst({ premiumPaise: 500_000, gstPaise: 0, gstBp: 0, chargesPaise: 0 }, 'Maharashtra', 'Maharashtra');
    expect(ulip.taxLines).toEqual([{ label: 'GST (not levied on this premium)', paise: 0 }]);
  });

  it('finds the state from the address’s pincode, and none abroad', () => {
    expect(stateOfAddress('4th Floor, Orbit Plaza, Andheri East, Mumbai, Maharashtra 400069, India')).toBe('Maharashtra');
    expect(stateOfAddress('22 Lotus Gardens, Panampilly Nagar, Kochi, Kerala 682036, India')).toBe('Kerala');
    expect(stateOfAddress('10 Downing Street, London SW1A 2AA, United Kingdom')).toBeNull();
    expect(stateOfAddress(null)).toBeNull();
  });
});

describe('the income-tax provision a certificate names', () => {
  it('is section 80C of the 1961 Act up to 2025-26, section 123 of the 2025 Act from 2026-27', () => {
    expect(taxDeductionProvision(2025)).toBe('section 80C of the Income-tax Act, 1961');
    expect(taxDeductionProvision(2026)).toBe('section 123 (read with Schedule XV) of the Income-tax Act, 2025');
  });
});

describe('the insurer’s particulars', () => {
  it('come from the environment, with the sandbox’s as defaults, and refuse a malformed one by name', () => {
    expect(insurerFromEnv({})).toEqual(SANDBOX_INSURER);
    expect(insurerFromEnv({ INSURER_NAME: ' Acme Life Insurance Limited ', INSURER_STATE: 'Karnataka' })).toMatchObject({
      name: 'Acme Life Insurance Limited',
      state: 'Karnataka',
      gstin: SANDBOX_INSURER.gstin,
    });
    expect(() => insurerFromEnv({ INSURER_GSTIN: '27-ABC' })).toThrow(/INSURER_GSTIN/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type Receipt,
  renderFundStatement,
  renderPaidCertificate,
  renderPolicyDocument,
  renderReceipt,
} from '../domain/documents';
import { rupeesInHindiWords } from '../domain/documents/hindi-words';
import { splitGst } from '../domain/gst';
import { SANDBOX_INSURER as insurer } from '../domain/insurer';
import { actualTexts, readPdf } from './support/read-pdf';

const language = 'hi' as const;
const generatedAt = Date.UTC(2026, 10, 22, 5, 0, 0);
const holder = { name: 'Aarav Sharma', address: '4th Floor, Orbit Plaza, Andheri East, Mumbai, Maharashtra 400069' };
const policy = { policyNo: '10000001', planName: 'Wealth Builder ULIP' };
const receipt: Receipt = {
  receiptNo: 'RCP2026112200001',
  receiptDate: '2026-11-22',
  amountPaise: 12_345_678,
  paymentMode: 'Online',
  transactionId: 'TXN20261122AB12CD',
  dueDate: '2026-11-15',
  gst: splitGst({ premiumPaise: 12_000_000, gstPaise: 270_000, gstBp: 225, chargesPaise: 75_678 }, 'Maharashtra', insurer.state),
};

/** What a reader sees of a document: pdf.js's text of its glyphs, and the Hindi as copied (ActualText). */
async function read(file: Buffer) {
  const doc = await readPdf(file);
  return { ...doc, hindi: actualTexts(file).join(' '), raw: file.toString('latin1') };
}

function expectAll(text: string, parts: string[]) {
  for (const s of parts) expect(text).toContain(s);
}

describe('amounts in Hindi words, on the Indian scale', () => {
  it('writes rupees in lakh and crore and the paise after them', () => {
    expect(rupeesInHindiWords(12_345_678)).toBe('रुपये एक लाख तेईस हज़ार चार सौ छप्पन और अठहत्तर पैसे मात्र');
    expect(rupeesInHindiWords(1_234_567_800)).toBe('रुपये एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर मात्र');
    expect(rupeesInHindiWords(100_000_000_000)).toBe('रुपये एक सौ करोड़ मात्र');
    expect(rupeesInHindiWords(99)).toBe('रुपये शून्य और निन्यानवे पैसे मात्र');
    expect(rupeesInHindiWords(0)).toBe('रुपये शून्य मात्र');
    expect(rupeesInHindiWords(1_100)).toBe('रुपये ग्यारह मात्र');
  });
});

describe('premium receipt in Hindi', () => {
  it('words every label in Hindi and prints the customer’s data as held, in Noto Sans Devanagari', async () => {
    const doc = await read(await renderReceipt({ language, holder, insurer, policy, receipt, generatedAt }));
    expect(doc.totalPages).toBe(1);
    expect(doc.title).toBe('प्रीमियम प्राप्ति रसीद - रसीद नं. RCP2026112200001');
    expectAll(doc.hindi, [
      'प्रीमियम प्राप्ति रसीद',
      'रसीद नं. RCP2026112200001',
      'रसीद नंबर',
      'रसीद की तारीख',
      'भुगतानकर्ता का नाम',
      'पता',
      'पॉलिसी नंबर',
      'आपूर्ति का स्थान',
      'भुगतान का विवरण',
      'ट्रांज़ैक्शन आईडी',
      'ऑनलाइन',
      'प्रीमियम और जीएसटी',
      'प्रीमियम (कर योग्य मूल्य)',
      'विलंब शुल्क और अन्य शुल्क (कर रहित)',
      'कुल प्राप्त राशि',
      'राशि शब्दों में',
      'रुपये एक लाख तेईस हज़ार चार सौ छप्पन और अठहत्तर पैसे मात्र',
      'हम पॉलिसी 10000001 के लिए ऊपर दिए गए प्रीमियम की प्राप्ति धन्यवाद सहित स्वीकार करते हैं।',
      'जारीकर्ता',
      'पंजीकृत कार्यालय',
      'ईमेल grievance@example-life.in · फ़ोन 1800 209 0000',
      '22/11/2026 10:30 IST को बनाया गया।',
      'पृष्ठ 1 / 1',
    ]);
    // The customer's data as the glyphs read back: names, address, numbers, amounts with ₹ and Indian grouping.
    expectAll(doc.text, [
      'Aarav Sharma',
      holder.address,
      'RCP2026112200001',
      '22/11/2026',
      'Wealth Builder ULIP',
      'Maharashtra',
      'TXN20261122AB12CD',
      '15/11/2026',
      '₹1,23,456.78',
      'CGST @ 1.125% ₹1,350.00',
      '₹756.78',
      'U66010MH2000PLC128403',
    ]);
    for (const english of [
      'Receipt number',
      'Payer name',
      'Amount in words',
      'Rupees',
      'We acknowledge',
      'Page 1 of 1',
      'Online',
    ])
      expect(doc.text).not.toContain(english);
    expect(doc.raw).toContain('NotoSansDevanagari');
    expect(doc.raw).toContain('/Lang (hi-IN)');
  });

  it('is shaped: a vowel sign drawn before its consonant, conjuncts whole', async () => {
    const doc = await read(await renderReceipt({ language, holder, insurer, policy, receipt, generatedAt }));
    // pdf.js reads glyphs in the order drawn: the ि of 'लि' in पॉलिसी comes before ल, as on paper.
    expect(doc.text).toContain('पॉिलसी');
    // प्र of प्रीमियम is one conjunct glyph, whose text is its three characters.
    expect(doc.text).toContain('प्र');
  });

  it('says it is an advance when it covers a premium not yet due', async () => {
    const advance = { ...receipt, dueDate: '2027-05-15' };
    const doc = await read(await renderReceipt({ language, holder, insurer, policy, receipt: advance, generatedAt }));
    expect(doc.hindi).toContain('15/05/2027 को देय किस्त का अग्रिम प्रीमियम।');
  });
});

describe('policy document in Hindi', () => {
  it('prints the schedule with its held values worded in Hindi', async () => {
    const doc = await read(
      await renderPolicyDocument({
        language,
        holder,
        insurer,
        generatedAt,
        premiumGst: splitGst({ premiumPaise: 500_000, gstPaise: 11_250, gstBp: 225, chargesPaise: 0 }, 'Kerala', insurer.state),
        policy: {
          ...policy,
          planType: 'ULIP',
          proposerName: 'Aarav Sharma',
          insuredName: 'Meera Sharma',
          status: 'In Force',
          commencementDate: '2019-04-10',
          maturityDate: null,
          sumAssuredPaise: 120_000_000,
          modalPremiumPaise: 500_000,
          paymentFrequency: 'Monthly',
          policyTerm: '20 Years',
          premiumPayingTerm: '10 Years',
        },
        coverages: [{ name: 'Accidental Death Benefit Rider', type: 'RIDER', sumAssuredPaise: 50_000_000, premiumPaise: 25_000 }],
        nominees: [{ name: 'Vihaan Sharma', relationship: 'Son', sharePct: 100 }],
      }),
    );
    expectAll(doc.hindi, [
      'पॉलिसी दस्तावेज़ – पॉलिसी अनुसूची',
      'पॉलिसी नं. 10000001',
      'प्रस्तावक',
      'बीमित व्यक्ति',
      'स्थिति',
      'चालू',
      'आरंभ की तारीख',
      'परिपक्वता की तारीख',
      'आजीवन',
      'बीमा राशि',
      '₹5,000.00 (मासिक)',
      '20 वर्ष / 10 वर्ष',
      'कवरेज',
      'राइडर',
      'नॉमिनी',
      'संबंध',
      'पुत्र',
      'जीएसटी सहित प्रीमियम',
      'रुपये पाँच हज़ार एक सौ बारह और पचास पैसे मात्र',
    ]);
    expectAll(doc.text, [
      'Wealth Builder ULIP (ULIP)',
      'Meera Sharma',
      '10/04/2019',
      '₹12,00,000.00',
      'Accidental Death Benefit Rider',
      '₹5,00,000.00 ₹250.00',
      'Vihaan Sharma',
      '100%',
      'IGST @ 2.25% ₹112.50',
      '₹5,112.50',
    ]);
    for (const english of ['Sum assured', 'Whole life', 'In Force', 'Monthly', 'Years', 'Son '])
      expect(doc.text).not.toContain(english);
  });
});

describe('premium paid certificate in Hindi', () => {
  it('runs over pages with the headers and page numbers in Hindi, and names the law in Hindi', async () => {
    const list = Array.from({ length: 70 }, (_, i) => ({ ...receipt, receiptNo: `RCP20260${String(i).padStart(5, '0')}` }));
    const doc = await read(
      await renderPaidCertificate({
        language,
        holder,
        insurer,
        generatedAt,
        policy: { ...policy, insuredName: 'Meera Sharma' },
        financialYear: 2026,
        receipts: list,
        taxDeduction: 'section 123 (read with Schedule XV) of the Income-tax Act, 2025',
      }),
    );
    expect(doc.totalPages).toBeGreaterThan(1);
    expectAll(doc.hindi, [
      'प्रीमियम भुगतान प्रमाणपत्र – वित्त वर्ष 2026-27',
      '2026-27 (01/04/2026 से 31/03/2027 तक)',
      'प्रमाणित किया जाता है कि Aarav Sharma ने पॉलिसी 10000001 (Wealth Builder ULIP), बीमित व्यक्ति Meera Sharma, के लिए',
      'भुगतान किए गए प्रीमियम (जारी)',
      'जीएसटी और विलंब शुल्क',
      'कुल प्रीमियम भुगतान',
      'आयकर अधिनियम, 2025 की धारा 123 (अनुसूची XV के साथ पठित) के अंतर्गत',
      `पृष्ठ ${doc.totalPages} / ${doc.totalPages}`,
    ]);
    for (const r of list) expect(doc.text).toContain(`${r.receiptNo} 22/11/2026 15/11/2026 ₹1,20,000.00`);
    expect(doc.text).toContain('₹86,41,974.60');
    expect(doc.text).not.toContain('Income-tax Act');
  });
});

describe('fund documents in Hindi', () => {
  const base = {
    language,
    holder,
    insurer,
    generatedAt,
    policy,
    navDate: '2026-11-21',
    investedPaise: 24_000_000,
    funds: [{ name: 'Protector Fund', units: '3210.5432', nav: '28.4567', valuePaise: 9_136_000, allocationPct: 100 }],
    movements: [{ day: '2026-11-20', kind: 'TOP_UP' as const, fund: 'Protector Fund', units: '175.7055', amountPaise: 500_000 }],
  };

  it('words the fund summary and the unit statement in Hindi, fund names as held', async () => {
    const summary = await read(await renderFundStatement({ ...base, kind: 'FUND_SUMMARY', receipts: [] }));
    expectAll(summary.hindi, ['फ़ंड सारांश – 21/11/2026 की स्थिति', 'एनएवी की तारीख', 'निवेश की गई राशि', 'एनएवी (₹)', 'कुल फ़ंड मूल्य']);
    expectAll(summary.text, ['Protector Fund 3,210.5432 28.4567 ₹91,360.00 100%', '₹2,40,000.00']);
    expect(summary.hindi).not.toContain('प्राप्त प्रीमियम');

    const statement = await read(await renderFundStatement({ ...base, kind: 'UNIT_STATEMENT', receipts: [receipt] }));
    expectAll(statement.hindi, ['यूनिट स्टेटमेंट – 21/11/2026 की स्थिति', 'प्राप्त प्रीमियम', 'तरीका', 'ऑनलाइन', 'कुल प्राप्त प्रीमियम']);
    expect(statement.text).toContain('RCP2026112200001');
    expectAll(statement.hindi, ['टॉप-अप और आंशिक निकासी', 'लेन-देन', 'टॉप-अप']);
    const none = await read(await renderFundStatement({ ...base, kind: 'UNIT_STATEMENT', receipts: [] }));
    expect(none.hindi).toContain('इस माध्यम से अभी तक कोई प्रीमियम प्राप्त नहीं हुआ है।');
  });
});

describe('English documents', () => {
  it('stay in DejaVu Sans with no Hindi and no ActualText spans', async () => {
    const file = await renderReceipt({ holder, insurer, policy, receipt, generatedAt });
    expect(actualTexts(file)).toEqual([]);
    expect(file.toString('latin1')).not.toContain('NotoSansDevanagari');
    expect(file.toString('latin1')).toContain('/Lang (en-IN)');
  });
});

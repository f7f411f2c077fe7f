/**
 * Amounts in Hindi words on the Indian scale, as Hindi receipts print them: 'रुपये एक लाख तेईस
 * हज़ार चार सौ छप्पन और अठहत्तर पैसे मात्र'. Hindi names every number below a hundred with a word
 * of its own, so they are listed rather than composed from tens and ones.
 */
// 0 to 99, ten a line.
const BELOW_HUNDRED = [
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ',
  'दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस',
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस',
  'तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस',
  'चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास',
  'पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ',
  'साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर',
  'सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी',
  'अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी',
  'नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे',
]
  .join(' ')
  .split(' ');

const word = (n: number) => BELOW_HUNDRED[n] as string;

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${word(hundreds)} सौ` : '', rest ? word(rest) : ''].filter(Boolean).join(' ');
}

/** Whole numbers on the Indian scale: 10,05,000 → 'दस लाख पाँच हज़ार'. */
function indianWords(n: number): string {
  if (n >= 10_000_000) return `${indianWords(Math.floor(n / 10_000_000))} करोड़ ${indianWords(n % 10_000_000)}`.trim();
  const lakhs = Math.floor(n / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  return [
    lakhs ? `${belowThousand(lakhs)} लाख` : '',
    thousands ? `${belowThousand(thousands)} हज़ार` : '',
    belowThousand(n % 1000),
  ]
    .filter(Boolean)
    .join(' ');
}

export function rupeesInHindiWords(paise: number): string {
  const abs = Math.abs(paise);
  const rupees = (abs - (abs % 100)) / 100;
  const cents = abs % 100;
  return `रुपये ${rupees ? indianWords(rupees) : word(0)}${cents ? ` और ${word(cents)} पैसे` : ''} मात्र`;
}

import type { OmbudsmanOffice } from '@portal/contracts/complaints';

/**
 * The 17 offices of the Insurance Ombudsman (Insurance Ombudsman Rules 2017, as amended 2021) and
 * the states and union territories each covers, as the Council for Insurance Ombudsmen publishes
 * them. A complainant goes to the office for where they live. Four states are shared between
 * offices by district or area (Haryana, Maharashtra, Uttar Pradesh, Puducherry): for those the
 * customer is shown each office with the area it covers. The addresses must be checked against the
 * Council's current list before production (docs/decisions.md).
 */
interface Office extends Omit<OmbudsmanOffice, 'area'> {
  /** each state or UT it covers, with the part of it where the state is shared */
  covers: ReadonlyArray<readonly [state: string, area: string | null]>;
}

const mail = (city: string) => `bimalokpal.${city}@cioins.co.in`;

export const OMBUDSMAN_OFFICES: readonly Office[] = [
  {
    city: 'Ahmedabad',
    address: 'Jeevan Prakash Building, 6th Floor, Tilak Marg, Relief Road, Ahmedabad 380001',
    email: mail('ahmedabad'),
    covers: [
      ['Gujarat', null],
      ['Dadra and Nagar Haveli', null],
      ['Daman and Diu', null],
    ],
  },
  {
    city: 'Bengaluru',
    address:
      'Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar 1st Phase, Bengaluru 560078',
    email: mail('bengaluru'),
    covers: [['Karnataka', null]],
  },
  {
    city: 'Bhopal',
    address: 'Janak Vihar Complex, 2nd Floor, 6 Malviya Nagar, Opp. Airtel Office, Near New Market, Bhopal 462003',
    email: mail('bhopal'),
    covers: [
      ['Madhya Pradesh', null],
      ['Chhattisgarh', null],
    ],
  },
  {
    city: 'Bhubaneswar',
    address: '62, Forest Park, Bhubaneswar 751009',
    email: mail('bhubaneswar'),
    covers: [['Odisha', null]],
  },
  {
    city: 'Chandigarh',
    address: 'SCO 101-103, 2nd Floor, Batra Building, Sector 17-D, Chandigarh 160017',
    email: mail('chandigarh'),
    covers: [
      ['Punjab', null],
      ['Haryana', 'Haryana except Gurugram, Faridabad, Sonepat and Bahadurgarh'],
      ['Himachal Pradesh', null],
      ['Jammu and Kashmir', null],
      ['Ladakh', null],
      ['Chandigarh', null],
    ],
  },
  {
    city: 'Chennai',
    address: 'Fatima Akhtar Court, 4th Floor, 453 Anna Salai, Teynampet, Chennai 600018',
    email: mail('chennai'),
    covers: [
      ['Tamil Nadu', null],
      ['Puducherry', 'Puducherry town and Karaikal'],
    ],
  },
  {
    city: 'Delhi',
    address: '2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi 110002',
    email: mail('delhi'),
    covers: [
      ['Delhi', null],
      ['Haryana', 'Gurugram, Faridabad, Sonepat and Bahadurgarh'],
    ],
  },
  {
    city: 'Guwahati',
    address: 'Jeevan Nivesh, 5th Floor, Near Panbazar Over Bridge, S.S. Road, Guwahati 781001',
    email: mail('guwahati'),
    covers: [
      ['Assam', null],
      ['Meghalaya', null],
      ['Manipur', null],
      ['Mizoram', null],
      ['Arunachal Pradesh', null],
      ['Nagaland', null],
      ['Tripura', null],
    ],
  },
  {
    city: 'Hyderabad',
    address: "6-2-46, 1st Floor, 'Moin Court', Lane Opp. Saleem Function Palace, A.C. Guards, Lakdi-Ka-Pool, Hyderabad 500004",
    email: mail('hyderabad'),
    covers: [
      ['Andhra Pradesh', null],
      ['Telangana', null],
      ['Puducherry', 'Yanam'],
    ],
  },
  {
    city: 'Jaipur',
    address: 'Jeevan Nidhi-II Building, Ground Floor, Bhawani Singh Marg, Jaipur 302005',
    email: mail('jaipur'),
    covers: [['Rajasthan', null]],
  },
  {
    city: 'Kochi',
    address: "10th Floor, Jeevan Prakash, LIC Building, Opp. Maharaja's College Ground, M.G. Road, Kochi 682011",
    // The Kochi office's mailbox is named after Ernakulam, the district it sits in.
    email: mail('ernakulam'),
    covers: [
      ['Kerala', null],
      ['Lakshadweep', null],
      ['Puducherry', 'Mahe'],
    ],
  },
  {
    city: 'Kolkata',
    address: 'Hindustan Building Annexe, 7th Floor, 4 C.R. Avenue, Kolkata 700072',
    email: mail('kolkata'),
    covers: [
      ['West Bengal', null],
      ['Sikkim', null],
      ['Andaman and Nicobar Islands', null],
    ],
  },
  {
    city: 'Lucknow',
    address: '6th Floor, Jeevan Bhawan, Phase-II, Nawal Kishore Road, Hazratganj, Lucknow 226001',
    email: mail('lucknow'),
    covers: [['Uttar Pradesh', 'Uttar Pradesh districts not covered by the Noida office (central and eastern UP)']],
  },
  {
    city: 'Mumbai',
    address: '3rd Floor, Jeevan Seva Annexe, S.V. Road, Santacruz (West), Mumbai 400054',
    email: mail('mumbai'),
    covers: [
      ['Goa', null],
      ['Maharashtra', 'Mumbai Metropolitan Region, except Navi Mumbai and Thane'],
    ],
  },
  {
    city: 'Noida',
    address: 'Bhagwan Sahai Palace, 4th Floor, Main Road, Naya Bans, Sector 15, Gautam Buddh Nagar, Noida 201301',
    email: mail('noida'),
    covers: [
      ['Uttarakhand', null],
      [
        'Uttar Pradesh',
        'Western Uttar Pradesh districts, among them Agra, Aligarh, Meerut, Ghaziabad, Gautam Buddh Nagar, Bareilly, Moradabad and Saharanpur',
      ],
    ],
  },
  {
    city: 'Patna',
    address: '2nd Floor, Lalit Bhawan, Bailey Road, Patna 800001',
    email: mail('patna'),
    covers: [
      ['Bihar', null],
      ['Jharkhand', null],
    ],
  },
  {
    city: 'Pune',
    address: 'Jeevan Darshan Building, 3rd Floor, C.T.S. No. 195 to 198, N.C. Kelkar Road, Narayan Peth, Pune 411030',
    email: mail('pune'),
    covers: [['Maharashtra', 'Maharashtra outside the Mumbai Metropolitan Region, and Navi Mumbai and Thane']],
  },
];

/** Spellings differ between lists ('Chattisgarh', 'Pondicherry', '&'): states are compared by a key. */
const ALIASES: Record<string, string> = { chattisgarh: 'chhattisgarh', pondicherry: 'puducherry', orissa: 'odisha' };
export function stateKey(state: string): string {
  const key = state
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
  return ALIASES[key] ?? key;
}

/** The office(s) for a state or UT, with the area each covers where the state is shared; [] when unknown. */
export function ombudsmanFor(state: string | null): OmbudsmanOffice[] {
  if (!state) return [];
  const wanted = stateKey(state);
  return OMBUDSMAN_OFFICES.flatMap(({ covers, ...office }) =>
    covers.filter(([s]) => stateKey(s) === wanted).map(([, area]) => ({ ...office, area })),
  );
}

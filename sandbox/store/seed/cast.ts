import { addDays, addMonths, addYears } from '../calendar';
import { MATURED } from '../policies';

/**
 * The sandbox's fixed cast. Tests and the portal's e2e suite rely on these
 * exact people, numbers and policy states, so change them only together with
 * those tests. Dates hang off `today` (the seeding day in IST) so due and
 * overdue states stay true whenever the database is created.
 */

export interface SeedCustomer {
  clientId: string;
  title: string;
  firstName: string;
  surname: string;
  mobile: string;
  /** null: none on record (Go Green is refused until one is added) */
  email: string | null;
  dateOfBirth: string;
  gender: string;
  permanentAddress: string;
  mailingAddress: string;
  /** KYC (schema v6): Aarav has none yet, so the e-KYC alert shows; Priya's is complete. */
  kyc: { status: 'PENDING' | 'COMPLETED'; aadhaarLast4: string | null; pan: string | null; panVerified: boolean };
}

export interface SeedPolicy {
  policyNo: string;
  ownerClientId: string;
  productCode: string;
  productName: string;
  planType: 'ULIP' | 'Endowment' | 'Term' | 'Annuity';
  insuredName: string;
  proposerName: string;
  statusCode: string;
  premiumStatus: string;
  paymentFrequency: string;
  paymentType: string;
  commencementDate: string;
  maturityDate: string | null;
  paidToDate: string | null;
  premDue: string | null;
  /** rupees */
  modalPremium: number;
  payable: number | null;
  sumAssured: number;
  riderBenefit: number | null;
  policyTerm: string;
  premPayTerm: string;
  invested: number | null;
  annuity?: { first: string; next: string };
  /** [fund code, unit balance with 4 decimals, premium allocation %] */
  funds: Array<[string, string, number]>;
  riders: Array<{ name: string; sumAssured: number; premium: number }>;
  /** rupees owed on the policy's loans (schema v10); 0 when absent */
  loanOutstanding?: number;
  /** schema v23: the day the loan's interest runs from (its payout or last repayment) */
  loanInterestFrom?: string;
  nominees: Array<{ name: string; relationship: string; share: number; dob: string | null; appointee: string | null }>;
}

export const FUND_CATALOGUE: Array<[code: string, name: string, nav: string]> = [
  ['PROT', 'Protector Fund', '28.4567'],
  ['FLCP', 'Flexi Cap Fund', '54.3210'],
  ['BALN', 'Balanced Fund', '31.2345'],
  ['VIRT', 'Virtue Fund', '41.8765'],
  ['MUL2', 'Multiplier II Fund', '37.6543'],
  ['MULT', 'Multiplier Fund', '62.1098'],
  ['PRES', 'Preserver Fund', '19.8765'],
];

export const CUSTOMERS: SeedCustomer[] = [
  {
    clientId: 'C1000001',
    title: 'Mr.',
    firstName: 'Aarav',
    surname: 'Sharma',
    mobile: '9876543210',
    email: 'aarav.sharma@example.com',
    dateOfBirth: '1986-08-21',
    gender: 'male',
    permanentAddress: 'Flat 1203, Sea Breeze Towers, Carter Road, Bandra West, Mumbai, Maharashtra 400050, India',
    mailingAddress: '4th Floor, Orbit Plaza, Andheri Kurla Road, Andheri East, Mumbai, Maharashtra 400069, India',
    kyc: { status: 'PENDING', aadhaarLast4: null, pan: null, panVerified: false },
  },
  {
    clientId: 'C1000002',
    title: 'Ms.',
    firstName: 'Priya',
    surname: 'Nair',
    mobile: '9123456780',
    email: null,
    dateOfBirth: '1991-03-02',
    gender: 'female',
    permanentAddress: '22 Lotus Gardens, Panampilly Nagar, Kochi, Kerala 682036, India',
    mailingAddress: '22 Lotus Gardens, Panampilly Nagar, Kochi, Kerala 682036, India',
    kyc: { status: 'COMPLETED', aadhaarLast4: '4821', pan: 'BKLPN7421Q', panVerified: true },
  },
  // Issue 27 §6: a ULIP policyholder past the 5-year lock-in (partial withdrawal), apart from the others' figures.
  {
    clientId: 'C1000003',
    title: 'Mr.',
    firstName: 'Rohit',
    surname: 'Kulkarni',
    mobile: '9822012345',
    email: 'rohit.kulkarni@example.com',
    dateOfBirth: '1980-11-05',
    gender: 'male',
    permanentAddress: '7 Shanti Kunj, Law College Road, Erandwane, Pune, Maharashtra 411004, India',
    mailingAddress: '7 Shanti Kunj, Law College Road, Erandwane, Pune, Maharashtra 411004, India',
    kyc: { status: 'COMPLETED', aadhaarLast4: '3057', pan: 'CKRPK5521M', panVerified: true },
  },
];

const AARAV = 'Aarav Sharma';
const MEERA = { name: 'Meera Sharma', relationship: 'Wife', dob: '1989-02-14', appointee: null };
const VIHAAN = { name: 'Vihaan Sharma', relationship: 'Son', dob: '2016-06-09', appointee: 'Meera Sharma' };

export function seedPolicies(today: string): SeedPolicy[] {
  const p1Due = addDays(today, 10);
  const p2Due = addDays(today, -20);
  const p4Due = addDays(today, -75);
  const p5Due = addDays(today, 120);
  const p7Due = addDays(today, 5);
  const p1Start = addMonths(p1Due, -42);
  const p2Start = addMonths(p2Due, -45);
  const p3Start = addDays(addYears(today, -4), -37);
  const p4Start = addYears(p4Due, -3);
  const p5Start = addYears(p5Due, -2);
  const firstAnnuity = addDays(today, -200);
  const p6Start = addYears(firstAnnuity, -1);
  const p7Start = addMonths(p7Due, -24);
  // Schema v10: a traditional plan seven premiums in (loan and surrender), and an old one matured.
  const p8Due = addDays(today, 100);
  const p8Start = addYears(p8Due, -7);
  const p9Maturity = addDays(today, -240);
  const p9Start = addYears(p9Maturity, -15);
  // Issue 27 §6: six and a half years in, past the ULIP lock-in.
  const p10Due = addDays(today, 12);
  const p10Start = addMonths(p10Due, -78);

  const base = { ownerClientId: 'C1000001', insuredName: AARAV, proposerName: AARAV, riderBenefit: null, riders: [] };
  return [
    {
      ...base,
      policyNo: '10000001',
      productCode: 'WBU',
      productName: 'Wealth Builder ULIP',
      planType: 'ULIP',
      statusCode: 'IF',
      premiumStatus: 'Premium Due',
      paymentFrequency: 'Monthly',
      paymentType: 'cash',
      commencementDate: p1Start,
      maturityDate: addYears(p1Start, 20),
      paidToDate: p1Due,
      premDue: p1Due,
      modalPremium: 5000,
      payable: 5000,
      sumAssured: 1_200_000,
      policyTerm: '20 Years',
      premPayTerm: '10 Years',
      invested: 210_000,
      // BALN is held at zero units: the portal must hide zero-value funds.
      funds: [
        ['PROT', '3210.5432', 30],
        ['FLCP', '1523.4567', 40],
        ['BALN', '0.0000', 0],
        ['MULT', '1234.5678', 30],
      ],
      nominees: [{ ...MEERA, share: 100 }],
    },
    {
      ...base,
      policyNo: '10000002',
      productCode: 'SIU',
      productName: 'Smart Invest ULIP',
      planType: 'ULIP',
      statusCode: 'PD',
      premiumStatus: 'Premium Overdue',
      paymentFrequency: 'Quarterly',
      paymentType: 'cash',
      commencementDate: p2Start,
      maturityDate: addYears(p2Start, 15),
      paidToDate: p2Due,
      premDue: p2Due,
      modalPremium: 7500,
      payable: 7500,
      sumAssured: 900_000,
      policyTerm: '15 Years',
      premPayTerm: '7 Years',
      invested: 112_500,
      funds: [
        ['FLCP', '812.3456', 50],
        ['VIRT', '1045.6789', 30],
        ['PRES', '1500.1234', 20],
      ],
      nominees: [
        { ...MEERA, share: 60 },
        { ...VIHAAN, share: 40 },
      ],
    },
    {
      ...base,
      policyNo: '10000003',
      productCode: 'SPG',
      productName: 'Single Premium Growth ULIP',
      planType: 'ULIP',
      // Insured is the spouse: the proposer owns the policy, the life covered is hers.
      insuredName: 'Meera Sharma',
      statusCode: 'IF',
      premiumStatus: 'Single Premium',
      paymentFrequency: 'Single',
      paymentType: 'cash',
      commencementDate: p3Start,
      maturityDate: addYears(p3Start, 10),
      paidToDate: null,
      premDue: null,
      modalPremium: 300_000,
      payable: null,
      sumAssured: 375_000,
      policyTerm: '10 Years',
      premPayTerm: 'Single Pay',
      invested: 300_000,
      funds: [
        ['PROT', '6123.4567', 40],
        ['MUL2', '5432.1098', 60],
      ],
      nominees: [{ name: AARAV, relationship: 'Husband', dob: '1986-08-21', appointee: null, share: 100 }],
    },
    {
      ...base,
      policyNo: '20000001',
      productCode: 'SEP',
      productName: 'Secure Endowment Plan',
      planType: 'Endowment',
      statusCode: 'LA',
      premiumStatus: 'Premium Overdue',
      paymentFrequency: 'Annual',
      paymentType: 'cash',
      commencementDate: p4Start,
      maturityDate: addYears(p4Start, 15),
      paidToDate: p4Due,
      premDue: p4Due,
      modalPremium: 24_000,
      payable: 24_000,
      sumAssured: 500_000,
      policyTerm: '15 Years',
      premPayTerm: '10 Years',
      invested: null,
      funds: [],
      nominees: [{ name: 'Sunita Sharma', relationship: 'Mother', dob: '1960-11-05', appointee: null, share: 100 }],
    },
    {
      ...base,
      policyNo: '20000002',
      productCode: 'TSP',
      productName: 'Term Shield Plus',
      planType: 'Term',
      statusCode: 'IF',
      premiumStatus: 'Premium Paid',
      paymentFrequency: 'Annual',
      paymentType: 'debit',
      commencementDate: p5Start,
      maturityDate: addYears(p5Start, 30),
      paidToDate: p5Due,
      premDue: p5Due,
      modalPremium: 18_500,
      payable: 18_500,
      sumAssured: 10_000_000,
      policyTerm: '30 Years',
      premPayTerm: '15 Years',
      invested: null,
      funds: [],
      riderBenefit: 2_500_000,
      riders: [{ name: 'Accidental Death Benefit Rider', sumAssured: 2_500_000, premium: 2_000 }],
      nominees: [
        { ...MEERA, share: 50 },
        { ...VIHAAN, share: 50 },
      ],
    },
    {
      ...base,
      policyNo: '30000001',
      productCode: 'GAI',
      productName: 'Guaranteed Annuity Income',
      planType: 'Annuity',
      statusCode: 'IF',
      premiumStatus: 'Fully Paid',
      paymentFrequency: 'Single',
      paymentType: 'cash',
      commencementDate: p6Start,
      maturityDate: null,
      paidToDate: null,
      premDue: null,
      modalPremium: 1_000_000,
      payable: null,
      sumAssured: 1_000_000,
      policyTerm: 'Whole Life',
      premPayTerm: 'Single Pay',
      invested: null,
      funds: [],
      annuity: { first: firstAnnuity, next: addDays(today, 165) },
      nominees: [{ ...MEERA, share: 100 }],
    },
    {
      ...base,
      policyNo: '20000003',
      productCode: 'ASP',
      productName: 'Assured Savings Plan',
      planType: 'Endowment',
      statusCode: 'IF',
      premiumStatus: 'Premium Paid',
      paymentFrequency: 'Annual',
      paymentType: 'cash',
      commencementDate: p8Start,
      maturityDate: addYears(p8Start, 20),
      paidToDate: p8Due,
      premDue: p8Due,
      modalPremium: 50_000,
      payable: 50_000,
      sumAssured: 600_000,
      policyTerm: '20 Years',
      premPayTerm: '12 Years',
      invested: null,
      funds: [],
      loanOutstanding: 25_000,
      // Paid out 200 days ago: interest of ₹1,232.88 at 9% a year is owed on it today.
      loanInterestFrom: addDays(today, -200),
      nominees: [{ ...MEERA, share: 100 }],
    },
    {
      ...base,
      // Matured; its maturity payment came back from the bank (account closed): an unclaimed amount.
      policyNo: '50000001',
      productCode: 'SSP',
      productName: 'Secure Savings Plan',
      planType: 'Endowment',
      statusCode: MATURED,
      premiumStatus: 'Fully Paid',
      paymentFrequency: 'Annual',
      paymentType: 'cash',
      commencementDate: p9Start,
      maturityDate: p9Maturity,
      paidToDate: p9Maturity,
      premDue: null,
      modalPremium: 12_000,
      payable: null,
      sumAssured: 200_000,
      policyTerm: '15 Years',
      premPayTerm: '15 Years',
      invested: null,
      funds: [],
      nominees: [{ name: 'Sunita Sharma', relationship: 'Mother', dob: '1960-11-05', appointee: null, share: 100 }],
    },
    {
      ...base,
      policyNo: '40000001',
      ownerClientId: 'C1000002',
      productCode: 'WBU',
      productName: 'Wealth Builder ULIP',
      planType: 'ULIP',
      insuredName: 'Priya Nair',
      proposerName: 'Priya Nair',
      statusCode: 'IF',
      premiumStatus: 'Premium Due',
      paymentFrequency: 'Monthly',
      paymentType: 'cash',
      commencementDate: p7Start,
      maturityDate: addYears(p7Start, 20),
      paidToDate: p7Due,
      premDue: p7Due,
      modalPremium: 3_000,
      payable: 3_000,
      sumAssured: 360_000,
      policyTerm: '20 Years',
      premPayTerm: '10 Years',
      invested: 72_000,
      funds: [
        ['FLCP', '980.1234', 70],
        ['MULT', '410.9876', 30],
      ],
      nominees: [{ name: 'Rohan Nair', relationship: 'Husband', dob: '1988-07-19', appointee: null, share: 100 }],
    },
    {
      ...base,
      policyNo: '40000002',
      ownerClientId: 'C1000003',
      productCode: 'WBU',
      productName: 'Wealth Builder ULIP',
      planType: 'ULIP',
      insuredName: 'Rohit Kulkarni',
      proposerName: 'Rohit Kulkarni',
      statusCode: 'IF',
      premiumStatus: 'Premium Due',
      paymentFrequency: 'Monthly',
      paymentType: 'cash',
      commencementDate: p10Start,
      maturityDate: addYears(p10Start, 20),
      paidToDate: p10Due,
      premDue: p10Due,
      modalPremium: 4_000,
      payable: 4_000,
      sumAssured: 480_000,
      policyTerm: '20 Years',
      premPayTerm: '10 Years',
      invested: 312_000,
      funds: [
        ['FLCP', '2500.0000', 60],
        ['PROT', '3000.0000', 40],
      ],
      nominees: [{ name: 'Anjali Kulkarni', relationship: 'Wife', dob: '1983-04-12', appointee: null, share: 100 }],
    },
  ];
}

export const BANNERS = [
  {
    id: 'enach-autopay',
    title: 'Never miss a premium',
    text: 'Register for Auto Pay (e-NACH) and your premium is debited from your bank account on the due date.',
    linkText: 'Register now',
    linkUrl: '/enach-registration',
  },
  {
    id: 'kyc-update',
    title: 'Keep your KYC up to date',
    text: 'Update your PAN and Aadhaar details so that payouts and services reach you without delay.',
    linkText: 'Update KYC',
    linkUrl: '/manage-profile',
  },
  {
    id: 'go-green',
    title: 'Go Green',
    text: 'Receive your policy statements and notices by email instead of paper: register once, on your profile, for all your policies.',
    linkText: 'Register for Go Green',
    linkUrl: '/manage-profile?modal=goGreen',
  },
];

/** Schema v10: each customer's bank account on record (loans, unclaimed amounts, auto-pay). */
export const BANK_ACCOUNTS: Array<{
  clientId: string;
  holderName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
}> = [
  {
    clientId: 'C1000001',
    holderName: 'Aarav Sharma',
    bankName: 'HDFC Bank',
    accountNumber: '50100234567891',
    ifsc: 'HDFC0000001',
  },
  {
    clientId: 'C1000002',
    holderName: 'Priya Nair',
    bankName: 'State Bank of India',
    accountNumber: '32145678901',
    ifsc: 'SBIN0005943',
  },
  {
    clientId: 'C1000003',
    holderName: 'Rohit Kulkarni',
    bankName: 'Bank of Maharashtra',
    accountNumber: '60123456789',
    ifsc: 'MAHB0000400',
  },
];

/** Schema v10: money owed that the bank returned, by policy. */
export const UNCLAIMED = [
  {
    policyNo: '50000001',
    kind: 'Maturity Benefit',
    amount: 320_000,
    reason: 'Payment returned by the bank (account closed)',
  },
];

/** Schema v10: 20000002's auto-pay mandate, registered at its start, for the annual premium. */
export const SEEDED_MANDATES = [{ policyNo: '20000002', clientId: 'C1000001' }];

/**
 * The consents each demo customer gave at onboarding (issue 27 §2), days before the seeding day.
 * Paperless statements are not here: they are the Go Green setting, which both start without.
 */
export const SEEDED_CONSENTS: Array<{ clientId: string; purpose: string; daysAgo: number }> = [
  { clientId: 'C1000001', purpose: 'MARKETING_SMS', daysAgo: 400 },
  { clientId: 'C1000001', purpose: 'MARKETING_EMAIL', daysAgo: 400 },
  { clientId: 'C1000001', purpose: 'MARKETING_WHATSAPP', daysAgo: 120 },
  { clientId: 'C1000001', purpose: 'EKYC', daysAgo: 400 },
  { clientId: 'C1000002', purpose: 'MARKETING_SMS', daysAgo: 200 },
  { clientId: 'C1000002', purpose: 'EKYC', daysAgo: 200 },
];

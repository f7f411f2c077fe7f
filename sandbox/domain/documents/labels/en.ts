import { advanceNote } from '../../premium-due';
import { rupeesInWords } from '../format';

/**
 * The documents' words in English: SPEC's texts as the documents printed them before they spoke
 * Hindi too. Every language's catalogue has exactly these keys (`DocumentLabels`); values the core
 * holds (names, plans, funds, addresses, codes, amounts) are printed as held, except the few
 * standard ones `value` words in the reader's language.
 */
export const EN = {
  /** the PDF's language tag, for screen readers */
  pdfLang: 'en-IN',
  common: {
    address: 'Address',
    policyholder: 'Policyholder',
    policyNumber: 'Policy number',
    plan: 'Plan',
    lifeInsured: 'Life insured',
    receiptNumber: 'Receipt number',
    receiptDate: 'Receipt date',
    amount: 'Amount',
    policyReference: (policyNo: string) => `Policy No. ${policyNo}`,
    /** a value the core holds in English and prints for customers ('Online', 'Monthly', '20 Years') */
    value: (held: string) => held,
    rupeesInWords: (paise: number) => rupeesInWords(paise),
  },
  page: {
    footer: (generatedOn: string) => `This is a computer-generated document and needs no signature. Generated on ${generatedOn}.`,
    number: (page: number, pages: number) => `Page ${page} of ${pages}`,
    continued: (heading: string) => `${heading} (continued)`,
  },
  issuer: {
    heading: 'Issued by',
    insurer: 'Insurer',
    irdaiRegNo: 'IRDAI registration no.',
    cin: 'CIN',
    gstin: 'GSTIN',
    registeredOffice: 'Registered office',
    grievances: 'Grievances',
    contact: (email: string, phone: string) => `Email ${email} · Phone ${phone}`,
  },
  gst: {
    heading: 'Premium and GST',
    taxableValue: 'Premium (taxable value)',
    untaxedCharges: 'Late fee and charges (not taxed)',
  },
  receipt: {
    title: 'Premium Acknowledgement Receipt',
    reference: (receiptNo: string) => `Receipt No. ${receiptNo}`,
    payerName: 'Payer name',
    placeOfSupply: 'Place of supply',
    notOnRecord: 'Not on record',
    paymentDetails: 'Payment details',
    transactionId: 'Transaction ID',
    paymentMode: 'Payment mode',
    dueDateCovered: 'Premium due date covered',
    amountReceived: 'Amount received',
    description: 'Description',
    totalReceived: 'Total amount received',
    amountInWords: 'Amount in words',
    advance: (dueDate: string) => `${advanceNote(dueDate)}.`,
    acknowledgement: (policyNo: string) => `We acknowledge with thanks the receipt of the premium above for policy ${policyNo}.`,
    loanTitle: 'Loan Repayment Receipt',
    loanHeading: 'How the payment was applied',
    interestPaid: 'Interest paid',
    principalRepaid: 'Principal repaid',
    outstandingAfter: 'Loan outstanding after this payment',
    loanAcknowledgement: (policyNo: string) =>
      `We acknowledge with thanks the receipt of the amount above towards the loan on policy ${policyNo}.`,
  },
  certificate: {
    title: (financialYear: string) => `Premium Paid Certificate – Financial Year ${financialYear}`,
    financialYear: 'Financial year',
    yearSpan: (financialYear: string, from: string, to: string) => `${financialYear} (${from} to ${to})`,
    statement: (p: { holder: string; policyNo: string; plan: string; insured: string; from: string; to: string }) =>
      `This is to certify that ${p.holder} paid the premiums below for policy ${p.policyNo} ` +
      `(${p.plan}), life insured ${p.insured}, between ${p.from} and ${p.to}.`,
    dueDate: 'Due date',
    gst: 'GST',
    gstAndLateFee: 'GST and late fee',
    lateFee: (amount: string) => `late fee ${amount}`,
    totalPaid: 'Total paid',
    premiumsPaid: 'Premiums paid',
    totalPremiumPaid: 'Total premium paid',
    totalInWords: 'Total in words',
    deduction: (provision: string) => `Premiums paid may qualify for deduction under ${provision}, subject to its conditions.`,
  },
  funds: {
    fundSummary: 'Fund Summary',
    unitStatement: 'Unit Statement',
    title: (name: string, navDate: string) => `${name} as on ${navDate}`,
    navDate: 'NAV date',
    amountInvested: 'Amount invested',
    holdings: 'Fund holdings',
    fund: 'Fund',
    units: 'Units',
    nav: 'NAV (₹)',
    value: 'Value',
    allocation: 'Allocation',
    totalValue: 'Total fund value',
    premiumsReceived: 'Premiums received',
    mode: 'Mode',
    totalReceived: 'Total premiums received',
    noneReceived: 'No premiums received through this channel yet.',
    risk: 'In unit-linked policies, the investment risk in the investment portfolio is borne by the policyholder.',
  },
  policy: {
    title: 'Policy Document – Policy Schedule',
    schedule: 'Policy schedule',
    proposer: 'Proposer',
    status: 'Status',
    commencementDate: 'Commencement date',
    maturityDate: 'Maturity date',
    wholeLife: 'Whole life',
    sumAssured: 'Sum assured',
    premiumExclGst: 'Premium (excl. GST)',
    terms: 'Policy term / premium paying term',
    coverage: 'Coverage',
    benefit: 'Benefit',
    type: 'Type',
    nominees: 'Nominees',
    nominee: 'Nominee',
    relationship: 'Relationship',
    share: 'Share',
    eachPremium: 'Each premium',
    premiumWithGst: 'Premium with GST',
    premiumWithGstInWords: 'Premium with GST in words',
    gstNote: 'GST is charged on each premium at the rate in force when it is due; the receipt of each premium shows it.',
  },
};

export type DocumentLabels = typeof EN;

/**
 * The option lists of SPEC §3. Forms put an empty 'Please Select' option
 * first; these are the values the core accepts.
 */
export const TITLES = [
  'ADV.',
  'MST/MS',
  'Brig.',
  'Capt.',
  'CDR.',
  'Coln.',
  'Dr.',
  'Fr.',
  'G.CAPT',
  'LT.',
  'LT.COL',
  'M/S',
  'MAJOR',
  'Mast.',
  'MD.',
  'Mr.',
  'Mrs.',
  'Ms.',
  'Oth.',
  'Prof.',
  'S/M',
  'SK.',
  'SR.',
  'SISTER',
  'WNGCOM',
] as const;

export const RELATIONSHIPS = [
  'Mother',
  'Father',
  'Spouse',
  'Daughter',
  'Son',
  'Brother',
  'Sister',
  'Aunt',
  'Brother-in-law',
  'CI',
  'Company',
  'Cousin',
  'Daughter-in-Law',
  'Employer',
  'Father-in-law',
  'Financier',
  'Firm',
  'Grand children',
  'Granddaughter',
  'Grandfather',
  'Grandmother',
  'Grandparent',
  'Grandson',
  'HF',
  'Husband',
  'Karta',
  'Legal Guardian',
  'Mother-in-law',
  'Nephew',
  'Niece',
  'Others',
  'Self',
  'Sister-in-law',
  'Son-in-law',
  'Step- Father',
  'Step-Daughter',
  'Step-Mother',
  'Step-Son',
  'Trust',
  'Uncle',
  'Wife',
] as const;

export const RESIDENTIAL_STATUSES = ['Foreign National', 'Non Resident Indian', 'Resident Indian'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married'] as const;

/** Address proofs (SPEC §3): each needs 2 documents, front and back. Placeholder 'Please Select a Proof'. */
export const ADDRESS_PROOF_VALUES = ['VoterID', 'Aadhar', 'Passport', 'DL', 'NREGA'] as const;
export type AddressProof = (typeof ADDRESS_PROOF_VALUES)[number];
export const ADDRESS_PROOF_LABELS: Record<AddressProof, string> = {
  VoterID: 'Voter ID',
  Aadhar: 'Aadhar Card',
  Passport: 'Passport',
  DL: 'Driving License',
  NREGA: 'NREGA Job Card',
};

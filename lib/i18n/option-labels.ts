import { useTranslations } from 'next-intl';
import { ADDRESS_PROOF_VALUES, RELATIONSHIPS, TITLES, type AddressProof } from '@portal/contracts/options';

/*
 * The option lists customers read (SPEC §3), worded in the page's language: the value sent to the
 * core stays the list's own code or English word; only the label shown comes from the catalogue
 * (`options.*`). Values such as 'Mr.' or 'M/S' cannot be catalogue keys, hence these maps.
 */
type Title = (typeof TITLES)[number];
type Relationship = (typeof RELATIONSHIPS)[number];

export const TITLE_KEYS = {
  'ADV.': 'adv',
  'MST/MS': 'mstMs',
  'Brig.': 'brig',
  'Capt.': 'capt',
  'CDR.': 'cdr',
  'Coln.': 'coln',
  'Dr.': 'dr',
  'Fr.': 'fr',
  'G.CAPT': 'gCapt',
  'LT.': 'lt',
  'LT.COL': 'ltCol',
  'M/S': 'messrs',
  MAJOR: 'major',
  'Mast.': 'mast',
  'MD.': 'md',
  'Mr.': 'mr',
  'Mrs.': 'mrs',
  'Ms.': 'ms',
  'Oth.': 'oth',
  'Prof.': 'prof',
  'S/M': 'sm',
  'SK.': 'sk',
  'SR.': 'sr',
  SISTER: 'sister',
  WNGCOM: 'wngcom',
} as const satisfies Record<Title, string>;

export const RELATIONSHIP_KEYS = {
  Mother: 'mother',
  Father: 'father',
  Spouse: 'spouse',
  Daughter: 'daughter',
  Son: 'son',
  Brother: 'brother',
  Sister: 'sister',
  Aunt: 'aunt',
  'Brother-in-law': 'brotherInLaw',
  CI: 'ci',
  Company: 'company',
  Cousin: 'cousin',
  'Daughter-in-Law': 'daughterInLaw',
  Employer: 'employer',
  'Father-in-law': 'fatherInLaw',
  Financier: 'financier',
  Firm: 'firm',
  'Grand children': 'grandChildren', // i18n-ignore -- the core's value; its label is the catalogue's
  Granddaughter: 'granddaughter',
  Grandfather: 'grandfather',
  Grandmother: 'grandmother',
  Grandparent: 'grandparent',
  Grandson: 'grandson',
  HF: 'hf',
  Husband: 'husband',
  Karta: 'karta',
  'Legal Guardian': 'legalGuardian', // i18n-ignore -- the core's value; its label is the catalogue's
  'Mother-in-law': 'motherInLaw',
  Nephew: 'nephew',
  Niece: 'niece',
  Others: 'others',
  Self: 'self',
  'Sister-in-law': 'sisterInLaw',
  'Son-in-law': 'sonInLaw',
  'Step- Father': 'stepFather',
  'Step-Daughter': 'stepDaughter',
  'Step-Mother': 'stepMother',
  'Step-Son': 'stepSon',
  Trust: 'trust',
  Uncle: 'uncle',
  Wife: 'wife',
} as const satisfies Record<Relationship, string>;

export interface WordedOption<V extends string> {
  value: V;
  label: string;
}

/** SPEC §3's titles (Mr./श्री …) for a dropdown: the core's value, the page's word. */
export function useTitleOptions(): WordedOption<Title>[] {
  const t = useTranslations('options.title');
  return TITLES.map((value) => ({ value, label: t(TITLE_KEYS[value]) }));
}

/** SPEC §3's relationships for a dropdown (a nominee's, a claimant's), values as the core takes them. */
export function useRelationshipOptions(list: readonly Relationship[] = RELATIONSHIPS): WordedOption<Relationship>[] {
  const t = useTranslations('options.relationship');
  return list.map((value) => ({ value, label: t(RELATIONSHIP_KEYS[value]) }));
}

/** SPEC §3's address proofs ('Voter ID', 'Aadhar Card' …), values as the core takes them. */
export function useAddressProofOptions(): WordedOption<AddressProof>[] {
  const t = useTranslations('options.addressProof');
  return ADDRESS_PROOF_VALUES.map((value) => ({ value, label: t(value) }));
}

/** What a mandate's dialogs need to know of it: plain values, passed from the server section. */
export interface MandateSummary {
  policyNo: string;
  umrn: string;
  /** 'HDFC Bank, A/c XXXXXXXXXX7891' */
  bank: string;
  /** ISO */
  nextDebitDate: string | null;
}

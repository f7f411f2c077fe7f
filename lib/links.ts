/**
 * External destinations. The insurer's real addresses are configured in
 * production; these defaults are placeholders on a reserved example domain.
 */
export const EXTERNAL_LINKS = {
  buyPolicy: 'https://www.example-life.in/buy-online',
  payPremiumSite: 'https://www.example-life.in/quick-pay',
  claims: 'https://www.example-life.in/claims',
  support: 'https://www.example-life.in/contact-us',
  fundPerformance: 'https://www.example-life.in/fund-performance',
  // Forms to download (SPEC §2 "External links"), listed on /download.
  pepApprovalFormat: 'https://www.example-life.in/forms/pep-approval-format.pdf',
  criticalIllnessDoctorCertificate: 'https://www.example-life.in/forms/critical-illness-doctor-certificate.pdf',
  deathClaimDoctorCertificate: 'https://www.example-life.in/forms/death-claim-doctor-certificate.pdf',
  employerCertificate: 'https://www.example-life.in/forms/employer-certificate.pdf',
  fatcaForm: 'https://www.example-life.in/forms/fatca-form.pdf',
  fatcaCrsQuestionnaire: 'https://www.example-life.in/forms/fatca-crs-questionnaire.pdf',
  form60: 'https://www.example-life.in/forms/form-60.pdf',
} as const;

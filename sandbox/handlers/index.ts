import type { Route } from './route';
import { addressRoutes } from './address';
import { authRoutes } from './auth';
import { bankDirectoryRoutes } from './bank-directory';
import { claimRoutes } from './claims';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { documentRoutes } from './documents';
import { documentUploadRoutes } from './document-uploads';
import { enachRoutes } from './enach';
import { externalRoutes } from './external';
import { helpRoutes } from './help';
import { fundRoutes } from './funds';
import { kycRoutes } from './kyc';
import { mandateRoutes } from './mandates';
import { upiRoutes } from './upi';
import { navHistoryRoutes } from './nav-history';
import { nomineeRoutes } from './nominee';
import { panRoutes } from './pan';
import { policyRoutes } from './policy';
import { policyServiceRoutes } from './policy-services';
import { multiPaymentRoutes } from './multi-payment';
import { premiumRoutes } from './premium';
import { profileRoutes } from './profile';
import { profileImageRoutes } from './profile-image';
import { profileRequestRoutes } from './profile-requests';
import { reinstatementRoutes } from './reinstatement';
import { serviceRequestRoutes } from './service-requests';
import { srOtpRoutes } from './sr-otp';
import { trackRoutes } from './track';
import { complaintRoutes } from './complaints';
import { privacyRoutes } from './privacy';
import { loanRepaymentRoutes } from './loan-repayment';
import { ulipMoneyRoutes } from './ulip-money';
import { bankAccountRoutes } from './bank-account';

/** Every contract the sandbox answers. A new area adds its list here. */
export const ROUTES: readonly Route[] = [
  ...authRoutes,
  ...contentRoutes,
  ...profileRoutes,
  ...policyRoutes,
  ...trackRoutes,
  ...premiumRoutes,
  ...multiPaymentRoutes,
  ...documentRoutes,
  ...serviceRequestRoutes,
  ...enachRoutes,
  ...srOtpRoutes,
  ...fundRoutes,
  ...externalRoutes,
  ...kycRoutes,
  ...contactRoutes,
  ...nomineeRoutes,
  ...addressRoutes,
  ...panRoutes,
  ...profileRequestRoutes,
  ...profileImageRoutes,
  ...documentUploadRoutes,
  ...claimRoutes,
  ...bankDirectoryRoutes,
  ...policyServiceRoutes,
  ...reinstatementRoutes,
  ...mandateRoutes,
  ...helpRoutes,
  ...navHistoryRoutes,
  ...complaintRoutes,
  ...privacyRoutes,
  ...upiRoutes,
  ...ulipMoneyRoutes,
  ...loanRepaymentRoutes,
  ...bankAccountRoutes,
];

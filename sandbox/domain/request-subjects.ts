/**
 * The subjects of the requests that change the customer's own details. They live in the domain
 * because two rules read them: the duplicate rule when a request is raised, and the list of open
 * requests (open-requests.ts) that lets the portal refuse a request before the customer fills it in.
 */
export const EMAIL_SUBJECT = 'Email ID Update Request';
export const MOBILE_SUBJECT = 'Mobile Number Update Request';
export const PAN_SUBJECT = 'PAN Update Request';
export const NAME_SUBJECT = 'Name Change Request';
export const GO_GREEN_SUBJECT = 'Go Green Request';
export const GO_GREEN_MESSAGES = {
  already: 'You have already opted for Go Green.',
  noEmail: 'Your email ID is not registered with us. Please update your email ID to process the Go Green request.',
} as const;

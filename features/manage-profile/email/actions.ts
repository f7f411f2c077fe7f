'use server';

import { authActionClient } from '@/lib/server/action-client';
import { updateEmail } from '@/lib/server/data/contact';
import { emailSubmitSchema } from './email-rules';

/**
 * 'Edit Email Address' submitted after the OTP: the form's rules again, then update/email with the
 * OTP's token. The core raises 'Email ID Update Request' (duplicate rule, SMS and email).
 */
export const updateEmailAction = authActionClient
  .metadata({ actionName: 'updateEmailAction' })
  .inputSchema(emailSubmitSchema)
  .action(async ({ parsedInput: { newEmail, emailType, srRequestToken } }) => ({
    serviceRequestId: await updateEmail(newEmail, emailType, srRequestToken),
  }));

import { z } from 'zod';
import { INVALID_OTP } from './constants';
import { OTP_PATTERN } from './otp-rules';

/** An OTP field in an action's input, with SPEC §8's words for anything else. Apart from ./otp-rules so the login page's client code never loads zod. */
export const otpSchema = z.string({ error: INVALID_OTP }).regex(OTP_PATTERN, INVALID_OTP);

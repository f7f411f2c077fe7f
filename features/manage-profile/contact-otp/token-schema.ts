import { z } from 'zod';
import { GENERIC_ERROR } from '@/lib/constants';

/** The contact OTP's token as a change's action takes it: only a hand-made request gets it wrong. */
export const srRequestToken = z.string({ error: GENERIC_ERROR }).min(1, GENERIC_ERROR).max(100, GENERIC_ERROR);

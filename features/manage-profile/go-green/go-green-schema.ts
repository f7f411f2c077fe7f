import { z } from 'zod';

/**
 * SPEC §5 "Go Green", §6 and §8, as catalogue keys. `already` and `noEmail` are also the core's
 * refusals, which arrive worded in the page's language (the catalogue's Hindi is the core's).
 */
export const GO_GREEN_MESSAGES = {
  chooseYes: 'profileModals.goGreen.errors.chooseYes',
  already: 'profileModals.goGreen.errors.already',
  noEmail: 'profileModals.goGreen.errors.noEmail',
} as const;

/** The values sent; their labels are options.yesNo.* */
export const GO_GREEN_CHOICES = ['Yes', 'No'] as const;

/** 'Register for E-statements': only Yes goes on (SPEC §5); the form and the action both check it. */
const chooseYes = { error: GO_GREEN_MESSAGES.chooseYes };
export const goGreenSchema = z.object({ register: z.literal('Yes', chooseYes) }, chooseYes);
export type GoGreenInput = z.infer<typeof goGreenSchema>;

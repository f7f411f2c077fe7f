import { z } from 'zod';

/** SPEC §5 "Go Green", §6 and §8, word for word. */
export const GO_GREEN_MESSAGES = {
  chooseYes: 'Select Yes and then proceed further',
  already: 'You have already opted for Go Green.',
  noEmail: 'Your email ID is not registered with us. Please update your email ID to process the Go Green request.',
} as const;

export const GO_GREEN_CHOICES = ['Yes', 'No'] as const;

/** 'Register for E-statements': only Yes goes on (SPEC §5); the form and the action both check it. */
const chooseYes = { error: GO_GREEN_MESSAGES.chooseYes };
export const goGreenSchema = z.object({ register: z.literal('Yes', chooseYes) }, chooseYes);
export type GoGreenInput = z.infer<typeof goGreenSchema>;

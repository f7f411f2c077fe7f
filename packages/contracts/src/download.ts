import { z } from 'zod';
import { defineCall, okData } from './define';

export const DISPLAY_PAGES = [
  'Profile Page',
  'New Service Request page',
  'Home Page',
  'Quick links',
  'Menu',
  'Track service',
] as const;

export const menuTrack = defineCall({
  method: 'POST',
  path: '/download/api/v1/menu/track',
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    menuName: z.string().min(1).max(80),
    policyNo: z.string().max(20).default(''),
    browser: z.string().max(400),
    displayPage: z.enum(DISPLAY_PAGES),
  }),
  data: okData,
});

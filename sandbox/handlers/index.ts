import type { Route } from '../route';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { policyRoutes } from './policy';
import { profileRoutes } from './profile';
import { trackRoutes } from './track';

/** Every contract the sandbox answers. A new area adds its list here. */
export const ROUTES: readonly Route[] = [
  ...authRoutes,
  ...contentRoutes,
  ...profileRoutes,
  ...policyRoutes,
  ...trackRoutes,
];

import type { Route } from '../route';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { documentRoutes } from './documents';
import { enachRoutes } from './enach';
import { policyRoutes } from './policy';
import { premiumRoutes } from './premium';
import { profileRoutes } from './profile';
import { serviceRequestRoutes } from './service-requests';
import { trackRoutes } from './track';

/** Every contract the sandbox answers. A new area adds its list here. */
export const ROUTES: readonly Route[] = [
  ...authRoutes,
  ...contentRoutes,
  ...profileRoutes,
  ...policyRoutes,
  ...trackRoutes,
  ...premiumRoutes,
  ...documentRoutes,
  ...serviceRequestRoutes,
  ...enachRoutes,
];

import { claims } from '@portal/contracts';
import { lookUpIfsc } from '../domain/bank-directory';
import { authedRoute, ok } from './route';

/** getBankDirectory: the claim form fills bank and branch from the IFSC. */
export const bankDirectoryRoutes = [
  authedRoute(claims.getBankDirectory, (req) => {
    const found = lookUpIfsc(req.ifsc);
    return found.ok ? ok(found.branch) : found;
  }),
];

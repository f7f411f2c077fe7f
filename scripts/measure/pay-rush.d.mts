// Types for pay-rush.mjs, which the browser tests run too (tests/e2e/pay-rush.spec.ts).
export interface PayRushResult {
  customers: number;
  paid: number;
  seconds: number;
  requests: number;
  serverErrors: number;
  statuses: Record<string, number>;
  steps: Record<string, { n: number; p50: number; p95: number }>;
  faults: string[];
}
export function payRush(options: { portal: string; core: string; count?: number; distDir?: string }): Promise<PayRushResult>;

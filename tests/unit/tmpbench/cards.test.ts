import { test } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PolicyCardList } from '@/components/dashboard/policy-card-list';
import { Sidebar } from '@/components/shell/sidebar';
import { BottomBar } from '@/components/shell/bottom-bar';
import { SiteHeader } from '@/components/shell/site-header';

const base = { policyNo: '10000001', name: 'Wealth Builder ULIP', insuredName: 'Aarav Sharma', statusCode: 'IF', statusText: 'In Force', premiumStatus: 'Premium Due', productCode: 'WBU', dueDate: '2026-12-04', payableAmount: 5000, sumAssured: 1200000, riderBenefit: null, policyTerm: '20 Years', premiumPayingTerm: '10 Years', annuity: null };
const items = Array.from({ length: 7 }, (_, i) => ({ policy: { ...base, policyNo: String(10000001 + i) }, payNowHref: `/pay-premium/${10000001 + i}`, fundSwitch: i < 3 }));
function time(name: string, el: any) {
  let html = '';
  for (let i = 0; i < 300; i++) html = renderToString(el);
  const N = 3000; const t = performance.now();
  for (let i = 0; i < N; i++) renderToString(el);
  console.log(name, ((performance.now() - t) / N * 1000).toFixed(1), 'µs', html.length, 'chars', (html.match(/<[a-z]/g) || []).length, 'elements');
}
test('bench', () => {
  time('cards', createElement(PolicyCardList as any, { items, today: '2026-11-24' }));
});

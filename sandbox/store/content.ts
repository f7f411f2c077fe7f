import type { Db } from './db';

/** banners (pre-login content a tester can change without a deploy) and menu_events (menu analytics). */
export interface BannerRow {
  id: string;
  title: string;
  text: string;
  link_text: string | null;
  link_url: string | null;
}

export const activeBanners = (db: Db) =>
  db
    .prepare('SELECT id, title, text, link_text, link_url FROM banners WHERE active = 1 ORDER BY sort_order, id')
    .all() as BannerRow[];

export function insertMenuEvent(
  db: Db,
  e: {
    customerId: number;
    sessionId: string;
    clientId: string;
    menuName: string;
    policyNo: string;
    browser: string;
    displayPage: string;
    source: string;
    now: number;
  },
): void {
  db.prepare(
    `INSERT INTO menu_events (customer_id, session_id, client_id, menu_name, policy_no, browser,
    display_page, source, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(e.customerId, e.sessionId, e.clientId, e.menuName, e.policyNo, e.browser, e.displayPage, e.source, e.now);
}

import { user } from '@portal/contracts';
import { ok, publicRoute } from './route';

interface BannerRow {
  id: string;
  title: string;
  text: string;
  link_text: string | null;
  link_url: string | null;
}

/** Pre-login banners: kept in the database so a tester can change them without a deploy, as in the core. */
export const contentRoutes = [
  publicRoute(user.preloginBanners, (_req, ctx) => {
    const rows = ctx.db
      .prepare('SELECT id, title, text, link_text, link_url FROM banners WHERE active = 1 ORDER BY sort_order, id')
      .all() as BannerRow[];
    return ok(
      rows.map((b) => ({ id: b.id, title: b.title, text: b.text, linkText: b.link_text, linkUrl: b.link_url })),
    );
  }),
];

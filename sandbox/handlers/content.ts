import { user } from '@portal/contracts';
import { activeBanners } from '../store/content';
import { ok, publicRoute } from './route';

/** Pre-login banners: kept in the database so a tester can change them without a deploy, as in the core. */
export const contentRoutes = [
  publicRoute(user.preloginBanners, (_req, ctx) =>
    ok(
      activeBanners(ctx.db).map((b) => ({
        id: b.id,
        title: b.title,
        text: b.text,
        linkText: b.link_text,
        linkUrl: b.link_url,
      })),
    ),
  ),
];

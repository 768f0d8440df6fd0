/**
 * The public site (docs/product/site.md): prerendered pages at the root of the
 * product's address, live pricing and featured tutors, short links that remember where a visitor
 * came from, sitemap, robots and the 404 page. The pages themselves are built in apps/site.
 */
import type { ServerModule } from '../../module.js';
import { siteRoutes } from './routes.js';

export { inviteFromCookies, sourceFromCookies } from './short-links.js';

export const siteModule: ServerModule = { name: 'site', routes: siteRoutes };

/**
 * Contact requests (docs/product/site.md#contact): sent from the public site's contact page, read
 * and marked handled by admins.
 */
import type { ServerModule } from '../../module.js';
import { contactRoutes } from './routes.js';

export const contactModule: ServerModule = { name: 'contact', routes: contactRoutes };

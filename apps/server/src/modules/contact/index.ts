/**
 * Contact requests (SPEC §3 "Contact request", §7 POST /contact-request/): sent from the public
 * site's contact page, read and marked handled by admins.
 */
import type { ServerModule } from '../../module.js';
import { contactRoutes } from './routes.js';

export const contactModule: ServerModule = { name: 'contact', routes: contactRoutes };

/**
 * Invites (docs/product/back-office.md#invites, decision 027): named links per source, and the
 * accounts they brought. Registration asks `inviteOfCode` and records the sign-up in its own
 * transaction.
 */
import type { ServerModule } from '../../module.js';
import { invitesRoutes } from './routes.js';

export { inviteOfCode, recordInviteSignup } from './service.js';

export const invitesModule: ServerModule = { name: 'invites', routes: invitesRoutes };

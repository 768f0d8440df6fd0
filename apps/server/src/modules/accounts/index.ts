/**
 * Accounts (docs/product/accounts.md): registering, reading and updating users and students,
 * profile images, deactivation by admins.
 */
import type { ServerModule } from '../../module.js';
import { userRoutes } from './routes.js';

export const accountsModule: ServerModule = { name: 'accounts', routes: userRoutes };

/**
 * The audit log (docs/product/back-office.md#audit-log): who changed money or accounts, what, when,
 * before and after. Modules record inside their own transactions; SuperAdmins read it.
 */
import type { ServerModule } from '../../module.js';
import { auditRoutes } from './routes.js';

export { recordAudit, type AuditEntry } from './repository.js';

export const auditModule: ServerModule = { name: 'audit', routes: auditRoutes };

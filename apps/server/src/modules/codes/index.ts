/**
 * Confirmation codes (docs/product/accounts.md#verification): verifying email and phone, resetting
 * a password.
 */
import type { ServerModule } from '../../module.js';
import { codeRoutes } from './routes.js';

export { sendEmailCode } from './service.js';

export const codesModule: ServerModule = { name: 'codes', routes: codeRoutes };

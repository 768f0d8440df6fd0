/**
 * Every module of the server, in the order their routes register. Lower modules come first; a
 * module's face (its index.ts) is all that others, and app.ts, may import.
 */
import { accountsModule } from './accounts/index.js';
import { auditModule } from './audit/index.js';
import { authModule } from './auth/index.js';
import { chatModule } from './chat/index.js';
import { codesModule } from './codes/index.js';
import { contactModule } from './contact/index.js';
import { onboardingModule } from './onboarding/index.js';
import { overviewModule } from './overview/index.js';
import { paymentsModule } from './payments/index.js';
import { invoicesModule } from './invoices/index.js';
import { invitesModule } from './invites/index.js';
import { platformModule } from './platform/index.js';
import { plansModule } from './plans/index.js';
import { ratingsModule } from './ratings/index.js';
import { reportsModule } from './reports/index.js';
import { schedulingModule } from './scheduling/index.js';
import { siteModule } from './site/index.js';
import { studentsModule } from './students/index.js';
import { systemModule } from './system/index.js';
import { topicsModule } from './topics/index.js';
import { tutorsModule } from './tutors/index.js';
import { usersModule } from './users/index.js';

export const serverModules = [
  systemModule,
  usersModule,
  authModule,
  accountsModule,
  codesModule,
  topicsModule,
  tutorsModule,
  studentsModule,
  ratingsModule,
  schedulingModule,
  plansModule,
  contactModule,
  invitesModule,
  siteModule,
  chatModule,
  onboardingModule,
  paymentsModule,
  auditModule,
  invoicesModule,
  reportsModule,
  platformModule,
  overviewModule,
];

export { identify } from './users/index.js';

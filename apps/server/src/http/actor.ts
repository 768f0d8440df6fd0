/** Who is asking: the signed-in user's id and role, settled from their token. */
import type { Role } from '@darsak/shared';

export type Actor = { id: number; role: Role };

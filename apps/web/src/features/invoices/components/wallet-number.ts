/**
 * The wallet a new withdrawal goes to at first: the one the tutor's last wallet request used (not
 * one that was rejected, whose number may be why), else the tutor's confirmed phone; else none.
 */
import { WithdrawMethod, type Invoice, type User } from '@darsak/shared';

export const walletNumberFor = (
  recent: readonly Pick<Invoice, 'method' | 'phone' | 'stage' | 'createdAt'>[],
  user: Pick<User, 'phone' | 'verifiedPhone'> | null,
): string => {
  const lastWallet = recent
    .filter((i) => i.method === WithdrawMethod.Wallet && i.phone && i.stage !== 'rejected')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (lastWallet?.phone) return lastWallet.phone;
  return user?.verifiedPhone && user.phone ? user.phone : '';
};

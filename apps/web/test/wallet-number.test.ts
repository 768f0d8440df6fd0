import { describe, expect, it } from 'vitest';
import { WithdrawMethod } from '@darsak/shared';
import { walletNumberFor } from '../src/features/invoices/components/wallet-number.js';

const request = (
  method: number,
  phone: string | null,
  createdAt: string,
  stage: 'pending' | 'fulfilled' | 'rejected' = 'fulfilled',
) => ({ method, phone, createdAt, stage });

const confirmed = { phone: '+201000000026', verifiedPhone: true };

describe('the wallet number a new withdrawal starts with', () => {
  it('is the one the last wallet request used', () => {
    const recent = [
      request(WithdrawMethod.Bank, null, '2026-11-20T10:00:00.000Z'),
      request(WithdrawMethod.Wallet, '+201011111111', '2026-11-01T10:00:00.000Z'),
      request(WithdrawMethod.Wallet, '+201022222222', '2026-11-10T10:00:00.000Z', 'pending'),
    ];
    expect(walletNumberFor(recent, confirmed)).toBe('+201022222222');
  });

  it('passes over a rejected request, whose number may be why', () => {
    const recent = [
      request(WithdrawMethod.Wallet, '+201099999999', '2026-11-10T10:00:00.000Z', 'rejected'),
      request(WithdrawMethod.Wallet, '+201011111111', '2026-11-01T10:00:00.000Z'),
    ];
    expect(walletNumberFor(recent, confirmed)).toBe('+201011111111');
  });

  it('is else the tutor’s confirmed phone, and never an unconfirmed one', () => {
    expect(walletNumberFor([], confirmed)).toBe('+201000000026');
    expect(walletNumberFor([], { ...confirmed, verifiedPhone: false })).toBe('');
    expect(walletNumberFor([], null)).toBe('');
  });
});

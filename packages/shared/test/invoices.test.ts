/**
 * Invoice states, the tutor's balance and the expected transfer date (docs/product/earnings.md,
 * decision 015).
 */
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  adminInvoiceActions,
  allowedActions,
  balanceOf,
  expectedTransfer,
  InvoiceStatus,
  invoiceActions,
  invoiceStages,
  nextStage,
  stageOf,
  stateOf,
  tutorInvoiceActions,
} from '../src/index.js';

describe('invoice stages', () => {
  it('reads every stored state back as its stage', () => {
    for (const stage of invoiceStages) expect(stageOf(stateOf(stage))).toBe(stage);
  });

  it('lets a tutor edit or ask to cancel only while the request waits', () => {
    expect(allowedActions('pending', tutorInvoiceActions)).toEqual(['edit', 'request-cancel']);
    expect(allowedActions('updated', tutorInvoiceActions)).toEqual(['edit', 'request-cancel']);
    for (const stage of [
      'cancel-requested',
      'cancelled',
      'cancelled-by-admin',
      'fulfilled',
      'rejected',
    ] as const)
      expect(allowedActions(stage, tutorInvoiceActions)).toEqual([]);
  });

  it('has an admin approve a change before paying it', () => {
    expect(nextStage('updated', 'fulfil')).toBeNull();
    expect(nextStage('updated', 'approve-update')).toBe('pending');
    expect(nextStage('pending', 'fulfil')).toBe('fulfilled');
    expect(nextStage('pending', 'approve-update')).toBeNull();
  });

  it('settles a cancellation request by approving it or rejecting the invoice', () => {
    expect(allowedActions('cancel-requested', adminInvoiceActions)).toEqual([
      'approve-cancel',
      'reject',
      'note',
    ]);
    expect(nextStage('cancel-requested', 'approve-cancel')).toBe('cancelled');
  });

  it('keeps settled invoices settled: only a note changes', () => {
    for (const stage of ['cancelled', 'cancelled-by-admin', 'fulfilled', 'rejected'] as const) {
      expect(allowedActions(stage, invoiceActions)).toEqual(['note']);
      expect(nextStage(stage, 'note')).toBe(stage);
    }
  });
});

describe('the balance', () => {
  it('is earned less pending less withdrawn; cancelled and rejected give money back', () => {
    expect(
      balanceOf(50_000, [
        { amount: 10_000, status: InvoiceStatus.PendingApproval },
        { amount: 5_000, status: InvoiceStatus.PendingCancellation },
        { amount: 20_000, status: InvoiceStatus.Approved },
        { amount: 30_000, status: InvoiceStatus.Canceled },
        { amount: 40_000, status: InvoiceStatus.Rejected },
      ]),
    ).toEqual({ earned: 50_000, pending: 15_000, withdrawn: 20_000, available: 15_000 });
    expect(balanceOf(0, [])).toEqual({ earned: 0, pending: 0, withdrawn: 0, available: 0 });
  });
});

describe('business days', () => {
  it('skips Egypt’s Friday and Saturday', () => {
    // Thursday 2026-11-26 + 1 business day is Sunday 2026-11-29.
    expect(addBusinessDays({ year: 2026, month: 11, day: 26 }, 1)).toEqual({
      year: 2026,
      month: 11,
      day: 29,
    });
    // Sunday + 4 is Thursday; + 5 is the next Sunday.
    expect(addBusinessDays({ year: 2026, month: 11, day: 22 }, 4)).toEqual({
      year: 2026,
      month: 11,
      day: 26,
    });
    expect(addBusinessDays({ year: 2026, month: 11, day: 22 }, 5)).toEqual({
      year: 2026,
      month: 11,
      day: 29,
    });
  });

  it('expects a transfer 4 to 5 business days after the request, in Cairo’s calendar', () => {
    // Monday 23 November 2026, 12:00 in Cairo.
    expect(expectedTransfer(new Date('2026-11-23T10:00:00Z'), 'Africa/Cairo')).toEqual({
      earliest: '2026-11-29',
      latest: '2026-11-30',
    });
    // Wednesday 22:30 UTC is already Thursday in Cairo: counting starts from Thursday.
    expect(expectedTransfer(new Date('2026-11-25T22:30:00Z'), 'Africa/Cairo')).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-03',
    });
    expect(expectedTransfer(new Date('2026-11-25T22:30:00Z'), 'UTC')).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-02',
    });
  });
});

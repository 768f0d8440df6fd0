import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CURRENCY,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  DEMO_SESSION_MINUTES,
  INTERVIEW_MINUTES,
  INTRO_VIDEO_TARGET_SECONDS,
  LESSON_DURATIONS,
  LOCALE,
  LessonDuration,
  MINUTES_PER_WEEK,
  MONEY_SCALER,
  MONTHS_BETWEEN_INTERVIEWS,
  NOTICE_PERIOD_DEFAULT_MINUTES,
  PAGE_SIZES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUERY_RETRY,
  REAPPLY_AFTER_MONTHS,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  STORAGE_KEYS,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOKEN_LIFETIME_SECONDS,
  TOKEN_REFRESH_WINDOW_MS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  WITHDRAWAL_MAX_PIASTERS,
  WITHDRAWAL_MIN_PIASTERS,
  WITHDRAWAL_PROCESSING_BUSINESS_DAYS,
} from '../src/index.js';

describe('business constants and limits', () => {
  it('verification codes: 5 digits, 15 minutes, 5 tries', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(5);
    expect(VERIFICATION_CODE_TTL_MINUTES).toBe(15);
    expect(VERIFICATION_CODE_MAX_ATTEMPTS).toBe(5);
  });

  it('money: scaler 100, EGP, withdrawals of 100 to 50,000 EGP in piasters', () => {
    expect(MONEY_SCALER).toBe(100);
    expect(CURRENCY).toBe('EGP');
    expect(WITHDRAWAL_MIN_PIASTERS).toBe(10_000);
    expect(WITHDRAWAL_MAX_PIASTERS).toBe(5_000_000);
    expect(WITHDRAWAL_PROCESSING_BUSINESS_DAYS).toEqual({ min: 4, max: 5 });
  });

  it('password lengths 8 to 50', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(50);
  });

  it('tokens: 7-day lifetime, refreshed within 2 days', () => {
    expect(TOKEN_REFRESH_WINDOW_MS).toBe(2 * 24 * 60 * 60 * 1000);
    expect(TOKEN_REFRESH_WINDOW_MS).toBe(172_800_000);
    expect(TOKEN_LIFETIME_SECONDS).toBe(7 * 24 * 60 * 60);
  });

  it('queries: page size 10 by default, retry once', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
    expect(QUERY_RETRY).toBe(1);
  });

  it('toasts: 4000 ms, swipe threshold 50, top-left', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_POSITION).toBe('top-left');
  });

  it('realtime reconnection: 1000 to 5000 ms, connect timeout 20000 ms', () => {
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(1000);
    expect(SOCKET_RECONNECT_DELAY_MAX_MS).toBe(5000);
    expect(SOCKET_CONNECT_TIMEOUT_MS).toBe(20_000);
  });

  it('scheduling: notice default 30, 10080 minutes a week, lessons of 15 and 30', () => {
    expect(NOTICE_PERIOD_DEFAULT_MINUTES).toBe(30);
    expect(MINUTES_PER_WEEK).toBe(10_080);
    expect(MINUTES_PER_WEEK).toBe(7 * 24 * 60);
    expect(LESSON_DURATIONS).toEqual([LessonDuration.Short, LessonDuration.Long]);
    expect(LESSON_DURATIONS).toEqual([15, 30]);
    expect(INTERVIEW_MINUTES).toBe(30);
    expect(DEMO_SESSION_MINUTES).toBe(30);
    expect(INTRO_VIDEO_TARGET_SECONDS).toBe(60);
    expect(REAPPLY_AFTER_MONTHS).toBe(3);
    expect(MONTHS_BETWEEN_INTERVIEWS).toBe(6);
  });

  it('locale ar-EG in Cairo, and the breakpoints', () => {
    expect(LOCALE).toBe('ar-EG');
    expect(DEFAULT_TIME_ZONE).toBe('Africa/Cairo');
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
  });

  it('storage keys are distinct', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(STORAGE_KEYS)).toEqual(
      expect.arrayContaining(['user', 'token', 'pageSize']),
    );
  });
});

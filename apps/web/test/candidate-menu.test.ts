import { describe, expect, it } from 'vitest';
import { Role } from '@darsak/shared';
import { navFor, screens, waitsForActivation } from '../src/config/screens.js';
import { isCandidate } from '../src/components/tutor/use-tutor-meta.js';

const paths = (entries: { to: string }[]) => entries.map((entry) => entry.to);

describe('a candidate’s menu (decision 047)', () => {
  it('holds the joining steps, chat, the profile and the account, and nothing that teaches', () => {
    expect(paths(navFor(Role.Tutor, true))).toEqual([
      '/t/onboarding',
      '/chat',
      '/t/profile-settings',
      '/t/account-settings',
    ]);
  });

  it('gives an activated tutor the teaching screens and not the joining steps', () => {
    expect(paths(navFor(Role.Tutor, false))).toEqual([
      '/t/dashboard',
      '/schedule-management',
      '/lessons-schedule',
      '/chat',
      '/invoices',
      '/t/profile-settings',
      '/t/account-settings',
    ]);
  });

  it('offers only what both kinds of tutor have while the standing is not known yet', () => {
    expect(paths(navFor(Role.Tutor, null))).toEqual([
      '/chat',
      '/t/profile-settings',
      '/t/account-settings',
    ]);
  });

  it('leaves students’ and tutor managers’ menus as they were', () => {
    expect(paths(navFor(Role.Student))).toContain('/lessons-schedule');
    expect(paths(navFor(Role.TutorManager))).toEqual(
      expect.arrayContaining(['/interviews', '/schedule-management', '/invoices']),
    );
    expect(paths(navFor(Role.TutorManager))).not.toContain('/t/onboarding');
  });

  it('keeps the teaching screens closed to a candidate, and the sessions of joining open', () => {
    const closed = Object.entries(screens)
      .filter(([, screen]) => waitsForActivation(screen, true))
      .map(([name]) => name);
    expect(closed.sort()).toEqual(
      [
        'invoices',
        'lesson',
        'lessonsSchedule',
        'scheduleManagement',
        'tutorDashboard',
        'upcomingLessons',
      ].sort(),
    );
    for (const screen of [screens.interview, screens.demoSession, screens.session, screens.chat])
      expect(waitsForActivation(screen, true)).toBe(false);
    expect(waitsForActivation(screens.scheduleManagement, false)).toBe(false);
  });

  it('is a tutor neither activated nor added by hand; never a tutor manager', () => {
    const standing = { activated: false, bypassOnboarding: false };
    expect(isCandidate({ role: Role.Tutor }, standing)).toBe(true);
    expect(isCandidate({ role: Role.Tutor }, { ...standing, activated: true })).toBe(false);
    expect(isCandidate({ role: Role.Tutor }, { ...standing, bypassOnboarding: true })).toBe(false);
    expect(isCandidate({ role: Role.TutorManager }, standing)).toBe(false);
    expect(isCandidate({ role: Role.Tutor }, undefined)).toBe(false);
  });
});

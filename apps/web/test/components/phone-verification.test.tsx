import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@darsak/shared';
import { PhoneVerification } from '../../src/components/account/phone-verification.js';
import { aTutor } from './fixtures.js';
import { api, renderScreen } from './render.js';

const tutor = aTutor({ phone: null, verifiedPhone: false });

afterEach(() => sessionStorage.clear());

describe('the phone step', () => {
  it('keeps the code field through a reload once a code is sent', async () => {
    api.on(routes.sendPhoneCode, { resendAfterSeconds: 60, expiresInSeconds: 900 });
    const first = await renderScreen(<PhoneVerification user={tutor} />, { signedInAs: tutor });
    await first.user.type(screen.getByLabelText('رقم الموبايل على واتساب'), '01012345678');
    await first.user.click(screen.getByRole('button', { name: 'أرسل الرمز على واتساب' }));
    expect(await screen.findByLabelText('رمز التأكيد')).toBeTruthy();
    first.unmount();

    // The page loads again with the account as the server now has it.
    await renderScreen(<PhoneVerification user={{ ...tutor, phone: '+201012345678' }} />, {
      signedInAs: tutor,
    });
    expect(screen.getByLabelText('رمز التأكيد')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'أرسل الرمز على واتساب' })).toBeNull();
  });

  it('asks to send a code again for another number', async () => {
    sessionStorage.setItem(
      'darsak.phone-code',
      JSON.stringify({ phone: '+201012345678', at: Date.now() }),
    );
    await renderScreen(<PhoneVerification user={{ ...tutor, phone: '+201112345678' }} />, {
      signedInAs: tutor,
    });
    expect(screen.getByRole('button', { name: 'أرسل الرمز على واتساب' })).toBeTruthy();
    expect(screen.queryByLabelText('رمز التأكيد')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { useForm } from '../src/form.js';

/** A payout by wallet (a phone) or by bank (a bank and an account), as the withdrawal form asks. */
const schema = z
  .object({ method: z.string(), phone: z.string(), bank: z.string(), account: z.string() })
  .check((ctx) => {
    const need = ctx.value.method === 'wallet' ? ['phone'] : ['bank', 'account'];
    for (const key of need)
      if (ctx.value[key as 'phone'] === '')
        ctx.issues.push({ code: 'custom', message: 'required', input: '', path: [key] });
  });

const setup = () =>
  renderHook(() => useForm(schema, { method: 'wallet', phone: '', bank: '', account: '' }));

describe('a form’s problems', () => {
  it('show nothing on fields that appear after a submit until they are touched or sent', async () => {
    const { result } = setup();
    await act(() => result.current.handleSubmit(() => undefined)());
    expect(result.current.errors).toEqual({ phone: 'required' });

    act(() => result.current.setValue('method', 'bank'));
    expect(result.current.errors).toEqual({});

    act(() => result.current.setValue('bank', 'x'));
    act(() => result.current.setValue('bank', ''));
    expect(result.current.errors).toEqual({ bank: 'required' });

    await act(() => result.current.handleSubmit(() => undefined)());
    expect(result.current.errors).toEqual({ bank: 'required', account: 'required' });
  });

  it('follow a field judged by the submit as it changes', async () => {
    const { result } = setup();
    await act(() => result.current.handleSubmit(() => undefined)());
    act(() => result.current.setValue('phone', '010'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.setValue('phone', ''));
    expect(result.current.errors).toEqual({ phone: 'required' });
  });
});

import { describe, expect, it } from 'vitest';
import { wrappedFocus } from '../src/app/modal-menu.js';

describe('Tab in the open phone menu', () => {
  it('goes round: from the last to the first, and Shift+Tab from the first to the last', () => {
    expect(wrappedFocus(4, 5, false)).toBe(0);
    expect(wrappedFocus(0, 5, true)).toBe(4);
  });

  it('leaves the steps in between to the browser', () => {
    expect(wrappedFocus(0, 5, false)).toBeNull();
    expect(wrappedFocus(2, 5, true)).toBeNull();
    expect(wrappedFocus(3, 5, false)).toBeNull();
  });

  it('brings a focus that was outside back in, and does nothing with nothing to focus', () => {
    expect(wrappedFocus(-1, 5, false)).toBe(0);
    expect(wrappedFocus(-1, 5, true)).toBe(4);
    expect(wrappedFocus(-1, 0, false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { comboboxKey, type ComboboxState } from '../src/components/combobox-keys.js';

const listing: ComboboxState = { open: true, active: -1, count: 3, editing: true };

describe('the person picker’s keys', () => {
  it('the arrows walk the matches and go round at either end', () => {
    expect(comboboxKey('ArrowDown', listing)).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey('ArrowDown', { ...listing, active: 2 })).toEqual({
      type: 'move',
      active: 0,
    });
    expect(comboboxKey('ArrowUp', listing)).toEqual({ type: 'move', active: 2 });
    expect(comboboxKey('ArrowUp', { ...listing, active: 1 })).toEqual({ type: 'move', active: 0 });
  });

  it('Enter takes the match the arrows are on, and nothing when they are on none', () => {
    expect(comboboxKey('Enter', { ...listing, active: 1 })).toEqual({ type: 'choose', index: 1 });
    expect(comboboxKey('Enter', listing)).toEqual({ type: 'none' });
    expect(comboboxKey('Enter', { ...listing, open: false, active: 1 })).toEqual({ type: 'none' });
  });

  it('Escape closes the list first, then gives up what was typed', () => {
    expect(comboboxKey('Escape', listing)).toEqual({ type: 'close' });
    expect(comboboxKey('Escape', { ...listing, open: false })).toEqual({ type: 'revert' });
    expect(comboboxKey('Escape', { ...listing, open: false, editing: false })).toEqual({
      type: 'none',
    });
  });

  it('an arrow opens a closed list of what was typed, and does nothing over an empty one', () => {
    expect(comboboxKey('ArrowDown', { ...listing, open: false })).toEqual({ type: 'open' });
    expect(comboboxKey('ArrowDown', { ...listing, open: false, editing: false })).toEqual({
      type: 'none',
    });
    expect(comboboxKey('ArrowDown', { ...listing, count: 0 })).toEqual({ type: 'none' });
  });

  it('other keys are left to the text box', () => {
    expect(comboboxKey('a', listing)).toEqual({ type: 'none' });
    expect(comboboxKey('Home', listing)).toEqual({ type: 'none' });
  });
});

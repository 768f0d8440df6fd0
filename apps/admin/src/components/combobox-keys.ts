/**
 * What a key does in a search box with a list of matches under it (the WAI-ARIA combobox pattern):
 * the arrows walk the matches round, Enter takes the one walked to, Escape closes the list and then
 * gives up what was typed. Kept apart from the component so that it is tested without a page.
 */
export type ComboboxState = {
  /** The list of matches is showing. */
  open: boolean;
  /** The match the arrows are on, -1 for none. */
  active: number;
  /** How many matches the list holds. */
  count: number;
  /** Something has been typed that differs from the chosen person's name. */
  editing: boolean;
};

export type ComboboxOutcome =
  | { type: 'open' }
  | { type: 'move'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  | { type: 'revert' }
  /** Not the list's key: the browser and the page keep their usual behaviour. */
  | { type: 'none' };

export const comboboxKey = (key: string, state: ComboboxState): ComboboxOutcome => {
  const { open, active, count, editing } = state;
  switch (key) {
    case 'ArrowDown':
      if (!open) return editing ? { type: 'open' } : { type: 'none' };
      return count === 0 ? { type: 'none' } : { type: 'move', active: (active + 1) % count };
    case 'ArrowUp':
      if (!open) return editing ? { type: 'open' } : { type: 'none' };
      return count === 0
        ? { type: 'none' }
        : { type: 'move', active: active <= 0 ? count - 1 : active - 1 };
    case 'Enter':
      return open && active >= 0 && active < count
        ? { type: 'choose', index: active }
        : { type: 'none' };
    case 'Escape':
      if (open) return { type: 'close' };
      return editing ? { type: 'revert' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
};

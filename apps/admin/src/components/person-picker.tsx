/**
 * Chooses one person by name or email: two letters typed ask the users list for matches of the
 * given roles (a lesson's tutor may be a tutor manager), the arrows and Enter or a tap take one,
 * Escape gives up. With more than one role, each match says which it has. The caller keeps the id; the
 * field shows the name, looked up when only the id is known (an address opened from a link).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { routes, type Role } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { cx, useDebounced, useFormat, useT } from '@darsak/ui';
import { comboboxKey } from './combobox-keys.js';
import { FilterInput } from './filters.js';

/** Fewer letters match too many people to be worth a request. */
const MIN_LETTERS = 2;
const SHOWN = 8;

type Person = { id: number; name: string; email?: string; role?: number };

export const PersonPicker = ({
  roles,
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  className,
}: {
  /** Whom to offer: users of any of these roles. */
  roles: readonly Role[];
  /** The field's name for screen readers, e.g. "Tutor". */
  label: string;
  placeholder: string;
  /** The clear button's name, e.g. "Clear the chosen tutor". */
  clearLabel: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  className?: string;
}) => {
  const t = useT();
  const format = useFormat();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Person | null>(null);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = text.trim();
  const q = useDebounced(typed, 300);
  const searching = open && editing && q.length >= MIN_LETTERS;
  const matches = useApiQuery(
    routes.listUsers,
    { query: { page: 1, size: SHOWN, role: [...roles], q } },
    { enabled: searching, placeholderData: (previous) => previous },
  );
  const options = searching && typed.length >= MIN_LETTERS ? (matches.data?.list ?? []) : [];
  const waiting = typed !== q || matches.isFetching;
  useEffect(() => setActive(-1), [q]);

  // The id alone (from the address): ask who it is, unless it is the person just chosen.
  const known = chosen && chosen.id === value ? chosen : null;
  const lookup = useApiQuery(
    routes.getUser,
    { params: { id: value ?? 0 } },
    { enabled: value !== undefined && !known, retry: false },
  );
  const person: Person | null = known ?? (value !== undefined ? (lookup.data ?? null) : null);
  const unknown = value !== undefined && !known && lookup.isError;

  const activeId = active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (match: Person) => {
    setChosen(match);
    setEditing(false);
    setOpen(false);
    setText('');
    if (match.id !== value) onChange(match.id);
  };
  const clear = () => {
    setChosen(null);
    setEditing(false);
    setOpen(false);
    setText('');
    if (value !== undefined) onChange(undefined);
    input.current?.focus();
  };
  /** Leaving the field or giving up: the chosen name comes back; an emptied field drops the choice. */
  const settle = () => {
    setOpen(false);
    if (editing && typed === '' && value !== undefined) clear();
    else {
      setEditing(false);
      setText('');
    }
  };

  const message = !open
    ? ''
    : typed.length < MIN_LETTERS
      ? t('picker.typeMore')
      : matches.isError
        ? t('picker.failed')
        : waiting && options.length === 0
          ? t('picker.searching')
          : options.length === 0
            ? t('picker.none')
            : '';
  const more =
    open && matches.data && options.length > 0 && matches.data.total > options.length
      ? t('picker.more', {
          shown: format.number(options.length),
          total: format.number(matches.data.total),
        })
      : '';
  const status =
    message ||
    (open && options.length > 0 && !waiting
      ? t('picker.found', { count: matches.data?.total ?? options.length })
      : '');

  return (
    <div className={className}>
      <div className="relative">
        <FilterInput
          ref={input}
          label={label}
          placeholder={placeholder}
          inputClassName={value !== undefined || text ? 'pe-11' : undefined}
          type="text"
          // A name in Arabic reads from the right, an email typed in Latin from the left.
          dir="auto"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? activeId : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={editing ? text : (person?.name ?? '')}
          onChange={(event) => {
            setText(event.target.value);
            setEditing(true);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={settle}
          onKeyDown={(event) => {
            const outcome = comboboxKey(event.key, {
              open,
              active,
              count: options.length,
              editing,
            });
            if (outcome.type === 'none') {
              if (event.key === 'Enter' && editing && typed === '') {
                event.preventDefault();
                settle();
              }
              return;
            }
            event.preventDefault();
            if (outcome.type === 'open') setOpen(true);
            else if (outcome.type === 'move') setActive(outcome.active);
            else if (outcome.type === 'choose') choose(options[outcome.index]!);
            else if (outcome.type === 'close') setOpen(false);
            else settle();
          }}
        />
        {(value !== undefined || text) && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={clear}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-xl text-ink-600 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current">
              <path d="M6 6l12 12M18 6 6 18" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <div
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl bg-white p-1 shadow-lg ring-1 ring-ink-200"
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={options.length === 0}
            className="max-h-72 overflow-y-auto"
          >
            {options.map((match, index) => (
              <li
                key={match.id}
                id={`${listId}-${match.id}`}
                role="option"
                aria-selected={index === active}
                // The field keeps the focus: a tap chooses without closing the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(match)}
                onMouseMove={() => setActive(index)}
                className={cx(
                  'cursor-pointer rounded-lg px-3 py-2',
                  index === active ? 'bg-brand-50 ring-1 ring-brand-600' : 'hover:bg-ink-50',
                )}
              >
                <span className="block truncate font-semibold text-ink-900">{match.name}</span>
                <span className="block truncate text-sm text-ink-600">
                  <bdi>{match.email}</bdi>
                  {roles.length > 1 &&
                    match.role !== undefined &&
                    `${t('ui.sep')}${t(`role.${match.role}`)}`}
                </span>
              </li>
            ))}
          </ul>
          {(message || more) && (
            <p aria-hidden="true" className="px-3 py-2 text-sm text-ink-600">
              {message || more}
            </p>
          )}
        </div>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {unknown && (
        <p className="mt-1 text-xs text-ink-600">
          {t('picker.unknown', { id: format.plain(value ?? 0) })}
        </p>
      )}
    </div>
  );
};

/** Narrows the lessons to one tutor or one student by their number, and names who that is. */
import { useEffect, useState } from 'react';
import { routes, toAsciiDigits } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { useDebounced, useDigitsInput, useT } from '@darsak/ui';
import { FilterInput } from '../../../components/filters.js';

const parseId = (text: string): number | undefined => {
  const digits = toAsciiDigits(text.trim());
  return /^\d{1,9}$/.test(digits) && Number(digits) > 0 ? Number(digits) : undefined;
};

const Who = ({ id, role }: { id: number; role: 'tutor' | 'student' }) => {
  const t = useT();
  const user = useApiQuery(routes.getUser, { params: { id } }, { retry: false });
  if (user.isPending) return null;
  return (
    <p className="mt-1 truncate text-xs text-ink-500" aria-live="polite">
      {user.isError
        ? t('lessons.filter.unknownPerson')
        : t(`lessons.filter.${role}Is`, { name: user.data.name })}
    </p>
  );
};

export const PersonFilter = ({
  role,
  label,
  value,
  onChange,
}: {
  role: 'tutor' | 'student';
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) => {
  const [text, setText] = useState(value ? String(value) : '');
  const typed = useDebounced(text, 400);
  // The address may change under the field (a link, the back button): follow it.
  useEffect(
    () => setText((current) => (parseId(current) === value ? current : value ? String(value) : '')),
    [value],
  );
  useEffect(() => {
    const id = parseId(typed);
    if (id !== value && (id !== undefined || typed.trim() === '')) onChange(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed value commits
  }, [typed]);
  const digits = useDigitsInput(text, (event) => setText(event.target.value));
  return (
    <div>
      <FilterInput label={label} inputMode="numeric" {...digits} />
      {value !== undefined && <Who id={value} role={role} />}
    </div>
  );
};

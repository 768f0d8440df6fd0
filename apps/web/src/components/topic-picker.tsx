/** Choose topics as toggle chips; the list comes from the server. */
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { cx, ErrorState, Spinner, useI18n, useT } from '@darsak/ui';

export const TopicPicker = ({
  selected,
  onChange,
  legend,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
  legend: string;
}) => {
  const t = useT();
  const { language } = useI18n();
  const topics = useApiQuery(routes.listTopics, undefined, { staleTime: 5 * 60_000 });
  if (topics.isPending) return <Spinner label={t('ui.loading')} />;
  if (topics.isError)
    return <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {topics.data.map((topic) => {
          const on = selected.includes(topic.id);
          return (
            <button
              key={topic.id}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(topic.id)}
              className={cx(
                'min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                on
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-ink-200 bg-white text-ink-800 hover:border-brand-400',
              )}
            >
              {on && <span aria-hidden="true">✓ </span>}
              {language === 'ar' ? topic.nameAr : topic.nameEn}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
};

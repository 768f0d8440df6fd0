/** The tutor's lessons with their status, newest activity first, paged; the full list is one link away. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { genderSelect, routes } from '@darsak/shared';
import { useApiQuery, usePager } from '@darsak/client/react';
import { Pagination, Card, EmptyState, QueryView, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { FilterSelect } from '../../../components/filters.js';
import { LessonsTable } from '../../../components/lessons-table.js';

const times = ['future', 'now', 'past', 'all'] as const;
type When = (typeof times)[number];

export const TutorLessons = ({ tutorId, gender }: { tutorId: number; gender: number | null }) => {
  const t = useT();
  const pager = usePager();
  const [when, setWhen] = useState<When>('future');
  const { reset } = pager;
  useEffect(() => reset(), [when, reset]);
  const lessons = useApiQuery(
    routes.listLessons,
    {
      query: {
        tutorId,
        when: when === 'all' ? undefined : when,
        page: pager.page,
        size: pager.size,
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">
          {t('tutor.lessons.title', { gender: genderSelect(gender) })}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <FilterSelect
            label={t('lessons.filter.when')}
            value={when}
            onChange={(event) => setWhen(event.target.value as When)}
            className="w-auto"
          >
            {times.map((option) => (
              <option key={option} value={option}>
                {t(`tutor.lessons.${option}`)}
              </option>
            ))}
          </FilterSelect>
          <Link
            to={paths.lessonsOf({ tutorId })}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('tutor.lessons.open')}
          </Link>
        </div>
      </div>
      <QueryView
        query={lessons}
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState title={t(`tutor.lessons.empty.${when}`)} />}
      >
        {(page) => (
          <>
            <LessonsTable lessons={page.list} busy={lessons.isPlaceholderData} showTutor={false} />
            <Pagination pager={pager} total={page.total} />
          </>
        )}
      </QueryView>
    </Card>
  );
};

/** Every lesson on the platform: filter by status, by time, by tutor or student; page through. */
import { lessonStudentRoles, lessonTutorRoles, routes, type LessonListQuery } from '@darsak/shared';
import { useAddressFilters, useAddressPager, useApiQuery } from '@darsak/client/react';
import { PageHeader, Pagination, Button, Card, EmptyState, QueryView, useT } from '@darsak/ui';
import { FilterSelect } from '../../../components/filters.js';
import { LessonsTable } from '../../../components/lessons-table.js';
import { PersonPicker } from '../../../components/person-picker.js';

const filters = ['ratified', 'cancelled'] as const;
const times = ['future', 'now', 'past'] as const;
type Filter = (typeof filters)[number];
type When = (typeof times)[number];

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);
const idOf = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export default function LessonsPage() {
  const t = useT();
  const pager = useAddressPager();
  const { params, set, clear } = useAddressFilters();
  const filter = oneOf<Filter>(filters, params.get('filter'));
  const when = oneOf<When>(times, params.get('when'));
  const tutorId = idOf(params.get('tutorId'));
  const studentId = idOf(params.get('studentId'));
  const filtered = Boolean(filter || when || tutorId || studentId);

  const query: LessonListQuery = {
    page: pager.page,
    size: pager.size,
    filter,
    when,
    tutorId,
    studentId,
  };
  const lessons = useApiQuery(
    routes.listLessons,
    { query },
    { placeholderData: (previous) => previous },
  );

  return (
    <div>
      <PageHeader title={t('lessons.title')} description={t('lessons.subtitle')} />
      <Card>
        <div className="mb-4 grid grid-cols-2 gap-3 xl:grid-cols-[auto_auto_1fr_1fr_auto]">
          <FilterSelect
            label={t('lessons.filter.status')}
            value={filter ?? ''}
            onChange={(event) => set('filter', event.target.value)}
          >
            <option value="">{t('lessons.filter.anyStatus')}</option>
            {filters.map((option) => (
              <option key={option} value={option}>
                {t(`lessons.filter.${option}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('lessons.filter.when')}
            value={when ?? ''}
            onChange={(event) => set('when', event.target.value)}
          >
            <option value="">{t('lessons.filter.anyTime')}</option>
            {times.map((option) => (
              <option key={option} value={option}>
                {t(`lessons.filter.${option}`)}
              </option>
            ))}
          </FilterSelect>
          <PersonPicker
            roles={lessonTutorRoles}
            label={t('lessons.filter.tutor')}
            placeholder={t('lessons.filter.findTutor')}
            clearLabel={t('lessons.filter.clearTutor')}
            value={tutorId}
            onChange={(id) => set('tutorId', id)}
            className="col-span-2 sm:col-span-1"
          />
          <PersonPicker
            roles={lessonStudentRoles}
            label={t('lessons.filter.student')}
            placeholder={t('lessons.filter.findStudent')}
            clearLabel={t('lessons.filter.clearStudent')}
            value={studentId}
            onChange={(id) => set('studentId', id)}
            className="col-span-2 sm:col-span-1"
          />
          {filtered && (
            <Button variant="ghost" className="col-span-2 xl:col-span-1" onClick={clear}>
              {t('lessons.filter.clear')}
            </Button>
          )}
        </div>
        <QueryView
          query={lessons}
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              title={t(filtered ? 'lessons.empty.filtered' : 'lessons.empty.title')}
              description={t(filtered ? 'lessons.empty.filteredText' : 'lessons.empty.text')}
            />
          }
        >
          {(page) => (
            <>
              <LessonsTable lessons={page.list} busy={lessons.isPlaceholderData} />
              <Pagination
                pager={pager}
                total={page.total}
                approximate={page.totalEstimated === true}
                stale={lessons.isPlaceholderData}
              />
            </>
          )}
        </QueryView>
      </Card>
    </div>
  );
}

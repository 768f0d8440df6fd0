/** Every tutor and their standing: listed or not and why, activation, rating, lessons taught. */
import { Role, routes, type TutorAdminRow } from '@darsak/shared';
import {
  useAddressFilters,
  useAddressPager,
  useAddressText,
  useApiQuery,
} from '@darsak/client/react';
import {
  PageHeader,
  Pagination,
  Badge,
  Card,
  EmptyState,
  QueryView,
  useDebounced,
  useFormat,
  useT,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { PersonLink } from '../../../components/person-link.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { FilterInput, FilterSelect } from '../../../components/filters.js';
import { RatingValue } from '../components/rating.js';
import { StandingSummary } from '../components/standing.js';

const listedValues = ['true', 'false'] as const;

const YesNo = ({ value }: { value: boolean }) => {
  const t = useT();
  return (
    <Badge tone={value ? 'success' : 'neutral'}>{t(value ? 'tutors.yes' : 'tutors.no')}</Badge>
  );
};

export default function TutorsPage() {
  const t = useT();
  const format = useFormat();
  // The page and the filters live in the address, so Back from a tutor finds the same list.
  const pager = useAddressPager();
  const { params, set } = useAddressFilters();
  const [search, setSearch] = useAddressText('q');
  const listed = listedValues.find((value) => value === params.get('listed'));
  const q = useDebounced(search.trim(), 300);

  const tutors = useApiQuery(
    routes.tutorList,
    {
      query: { page: pager.page, size: pager.size, q: q || undefined, listed },
    },
    { placeholderData: (previous) => previous },
  );
  const filtered = Boolean(q || listed);

  const columns: Column<TutorAdminRow>[] = [
    {
      key: 'tutor',
      header: t('tutors.column.tutor'),
      primary: true,
      cell: (tutor) => (
        <div className="flex flex-wrap items-center gap-2">
          <PersonLink to={paths.tutor(tutor.id)} person={tutor} />
          {/* A tutor manager who teaches is listed with the tutors, and said to be one. */}
          {tutor.role !== Role.Tutor && <Badge tone="neutral">{t(`role.${tutor.role}`)}</Badge>}
        </div>
      ),
    },
    {
      key: 'standing',
      header: t('tutors.column.standing'),
      cell: (tutor) => <StandingSummary tutor={tutor} />,
    },
    {
      key: 'activated',
      header: t('tutors.column.activated'),
      cell: (tutor) => <YesNo value={tutor.activated} />,
    },
    {
      key: 'bypass',
      header: t('tutors.column.bypass'),
      cell: (tutor) => <YesNo value={tutor.bypassOnboarding} />,
    },
    {
      key: 'rating',
      header: t('tutors.column.rating'),
      cell: (tutor) => <RatingValue rating={tutor.rating} />,
    },
    {
      key: 'lessons',
      header: t('tutors.column.lessons'),
      cell: (tutor) => format.number(tutor.lessonsTaught),
    },
  ];

  return (
    <div>
      <PageHeader title={t('tutors.title')} description={t('tutors.subtitle')} />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto]">
          <FilterInput
            label={t('tutors.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <FilterSelect
            label={t('tutors.filterLabel')}
            value={listed ?? ''}
            onChange={(event) => set('listed', event.target.value)}
          >
            <option value="">{t('tutors.filter.all')}</option>
            <option value="true">{t('tutors.filter.listed')}</option>
            <option value="false">{t('tutors.filter.unlisted')}</option>
          </FilterSelect>
        </div>
        <QueryView
          query={tutors}
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              title={t(filtered ? 'tutors.empty.filtered' : 'tutors.empty.title')}
              description={t(filtered ? 'tutors.empty.filteredText' : 'tutors.empty.text')}
            />
          }
        >
          {(page) => (
            <>
              <DataTable
                caption={t('tutors.title')}
                columns={columns}
                rows={page.list}
                rowKey={(tutor) => tutor.id}
                busy={tutors.isPlaceholderData}
              />
              <Pagination pager={pager} total={page.total} stale={tutors.isPlaceholderData} />
            </>
          )}
        </QueryView>
      </Card>
    </div>
  );
}

/**
 * Photo sessions (docs/product/onboarding.md#photo-session): tutors whose demo session passed,
 * waiting to be filmed or filmed already. Admins and studios both work from here.
 */
import { Link } from 'react-router';
import { routes } from '@darsak/shared';
import { useAddressFilters, useAddressPager, useApiQuery } from '@darsak/client/react';
import {
  Badge,
  buttonClass,
  Card,
  EmptyState,
  PageHeader,
  Pagination,
  QueryView,
  useFormat,
  useT,
} from '@darsak/ui';
import { DataTable } from '../../../components/data-table.js';
import { FilterSelect } from '../../../components/filters.js';
import { paths } from '../../../config/paths.js';
import { Person } from '../components/person.js';

/** What the list shows, in the address as `show` (left out for the tutors waiting). */
const shown = { waiting: false, done: true, all: undefined } as const;
type Shown = keyof typeof shown;

export default function PhotoSessionsPage() {
  const t = useT();
  const format = useFormat();
  // The page and the filter live in the address, so Back from a tutor finds the same list.
  const pager = useAddressPager();
  const { params, set } = useAddressFilters();
  const asked = params.get('show');
  const show: Shown = asked && Object.hasOwn(shown, asked) ? (asked as Shown) : 'waiting';
  const done = shown[show];
  const tutors = useApiQuery(
    routes.studioTutors,
    {
      query: {
        page: pager.page,
        size: pager.size,
        done: done === undefined ? undefined : done ? ('true' as const) : ('false' as const),
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t('photo.title')} description={t('photo.subtitle')} />
      <Card className="space-y-4">
        <FilterSelect
          label={t('photo.filter')}
          className="w-full sm:w-64"
          value={show}
          onChange={(e) => set('show', e.target.value === 'waiting' ? undefined : e.target.value)}
        >
          <option value="waiting">{t('photo.waiting')}</option>
          <option value="done">{t('photo.done')}</option>
          <option value="all">{t('photo.all')}</option>
        </FilterSelect>
        <QueryView
          query={tutors}
          isEmpty={(page) => page.total === 0}
          empty={<EmptyState title={t('photo.none')} description={t('photo.noneText')} />}
        >
          {(page) => (
            <>
              <DataTable
                caption={t('photo.title')}
                rows={page.list}
                rowKey={(row) => row.tutor.id}
                busy={tutors.isPlaceholderData}
                columns={[
                  {
                    key: 'tutor',
                    header: t('photo.tutor'),
                    primary: true,
                    cell: (row) => (
                      <Person person={row.tutor} to={paths.photoSession(row.tutor.id)} />
                    ),
                  },
                  {
                    key: 'studio',
                    header: t('photo.studio'),
                    cell: (row) => row.photoSession.studio?.name ?? '—',
                  },
                  {
                    key: 'when',
                    header: t('photo.when'),
                    cell: (row) =>
                      row.photoSession.scheduledAt
                        ? format.dateTime(row.photoSession.scheduledAt)
                        : t('photo.notScheduled'),
                  },
                  {
                    key: 'state',
                    header: t('photo.state'),
                    cell: (row) =>
                      row.photoSession.doneAt ? (
                        <Badge tone="success">
                          {t('photo.doneOn', { date: format.date(row.photoSession.doneAt) })}
                        </Badge>
                      ) : (
                        <Badge tone="info">{t('photo.waiting')}</Badge>
                      ),
                  },
                  {
                    key: 'open',
                    header: t('photo.actions'),
                    cell: (row) => (
                      <Link
                        to={paths.photoSession(row.tutor.id)}
                        aria-label={t('photo.openOf', { name: row.tutor.name })}
                        className={buttonClass('secondary')}
                      >
                        {t('photo.open')}
                      </Link>
                    ),
                  },
                ]}
              />
              <Pagination pager={pager} total={page.total} stale={tutors.isPlaceholderData} />
            </>
          )}
        </QueryView>
      </Card>
    </div>
  );
}

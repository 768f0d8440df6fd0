/**
 * Photo sessions (SPEC §2 admin /photo-sessions): tutors whose demo session passed, waiting to be
 * filmed or filmed already. Admins and studios both work from here.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { routes } from '@darsak/shared';
import { useApiQuery, usePager } from '@darsak/client/react';
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

export default function PhotoSessionsPage() {
  const t = useT();
  const format = useFormat();
  const pager = usePager();
  const [done, setDone] = useState<boolean | undefined>(false);
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
          value={done === undefined ? '' : String(done)}
          onChange={(e) => {
            setDone(e.target.value === '' ? undefined : e.target.value === 'true');
            pager.reset();
          }}
        >
          <option value="false">{t('photo.waiting')}</option>
          <option value="true">{t('photo.done')}</option>
          <option value="">{t('photo.all')}</option>
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
              <Pagination pager={pager} total={page.total} />
            </>
          )}
        </QueryView>
      </Card>
    </div>
  );
}

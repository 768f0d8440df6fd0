/** Users: search, filter by role and verified email, page through, open one. */
import { useState } from 'react';
import { genderSelect, routes, roles, type UserSummary } from '@darsak/shared';
import {
  useAddressFilters,
  useAddressPager,
  useAddressText,
  useApiQuery,
} from '@darsak/client/react';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  Spinner,
  useFormat,
  usePhoneText,
  useT,
  useDebounced,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { PersonLink } from '../../../components/person-link.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { CreateUserDialog } from '../components/create-user-dialog.js';

const filterClass = 'rounded-xl border border-ink-200 bg-white px-3 py-2.5';
const verifiedValues = ['true', 'false'] as const;

export default function UsersPage() {
  const t = useT();
  const format = useFormat();
  const phoneText = usePhoneText();
  // The page and the filters live in the address, so Back from a user finds the same list.
  const pager = useAddressPager();
  const { params, set } = useAddressFilters();
  const [search, setSearch] = useAddressText('q');
  const role = roles.find((r) => String(r) === params.get('role'));
  const verified = verifiedValues.find((value) => value === params.get('verified'));
  const [creating, setCreating] = useState(false);
  const q = useDebounced(search.trim(), 300);

  const users = useApiQuery(
    routes.listUsers,
    {
      query: {
        page: pager.page,
        size: pager.size,
        q: q || undefined,
        role,
        verified,
      },
    },
    { placeholderData: (previous) => previous },
  );

  const columns: Column<UserSummary>[] = [
    {
      key: 'name',
      header: t('field.fullName'),
      primary: true,
      cell: (row) => <PersonLink to={paths.user(row.id)} person={row} />,
    },
    {
      key: 'role',
      header: t('field.role'),
      cell: (row) => t(`role.person.${row.role}`, { gender: genderSelect(row.gender) }),
    },
    {
      key: 'phone',
      header: t('field.phone'),
      // As people write it, in the page's digits, left to right (decision 008).
      cell: (row) => (row.phone ? <bdi dir="ltr">{phoneText(row.phone)}</bdi> : <bdi>—</bdi>),
    },
    {
      key: 'verified',
      header: t('users.verified'),
      cell: (row) => (
        <Badge tone={row.verifiedEmail ? 'success' : 'warning'}>
          {t(row.verifiedEmail ? 'users.yes' : 'users.no')}
        </Badge>
      ),
    },
    {
      key: 'joined',
      header: t('users.joined'),
      className: 'text-ink-600',
      cell: (row) => format.date(row.createdAt),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('users.title')}
        description={t('users.subtitle')}
        actions={<Button onClick={() => setCreating(true)}>{t('users.create.open')}</Button>}
      />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
          <label className="sr-only" htmlFor="user-search">
            {t('users.search')}
          </label>
          <input
            id="user-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('users.search')}
            className={filterClass}
          />
          <select
            aria-label={t('field.role')}
            value={role ?? ''}
            onChange={(event) => set('role', event.target.value)}
            className={filterClass}
          >
            <option value="">{t('users.allRoles')}</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('users.verified')}
            value={verified ?? ''}
            onChange={(event) => set('verified', event.target.value)}
            className={filterClass}
          >
            <option value="">{t('users.anyVerification')}</option>
            <option value="true">{t('users.verifiedOnly')}</option>
            <option value="false">{t('users.unverifiedOnly')}</option>
          </select>
        </div>
        {users.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner size="lg" label={t('ui.loading')} />
          </div>
        ) : users.isError ? (
          <ErrorState error={users.error} onRetry={() => void users.refetch()} />
        ) : users.data.total === 0 ? (
          <EmptyState title={t('users.empty.title')} description={t('users.empty.text')} />
        ) : (
          <>
            <DataTable
              caption={t('users.title')}
              rows={users.data.list}
              rowKey={(row) => row.id}
              busy={users.isFetching}
              columns={columns}
            />
            <Pagination pager={pager} total={users.data.total} stale={users.isPlaceholderData} />
          </>
        )}
      </Card>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

/** Users: search, filter by role and verified email, page through, open one. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { routes, roles, type Role } from '@darsak/shared';
import { useApiQuery, usePager } from '@darsak/client/react';
import {
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  Spinner,
  useFormat,
  useT,
  useDebounced,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { CreateUserDialog } from '../components/create-user-dialog.js';

const filterClass = 'rounded-xl border border-ink-200 bg-white px-3 py-2.5';

export default function UsersPage() {
  const t = useT();
  const format = useFormat();
  const pager = usePager();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [verified, setVerified] = useState('');
  const [creating, setCreating] = useState(false);
  const q = useDebounced(search.trim(), 300);
  const { reset } = pager;
  useEffect(() => reset(), [q, role, verified, reset]);

  const users = useApiQuery(
    routes.listUsers,
    {
      query: {
        page: pager.page,
        size: pager.size,
        q: q || undefined,
        role: role ? (Number(role) as Role) : undefined,
        verified: verified ? (verified as 'true' | 'false') : undefined,
      },
    },
    { placeholderData: (previous) => previous },
  );

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
            value={role}
            onChange={(event) => setRole(event.target.value)}
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
            value={verified}
            onChange={(event) => setVerified(event.target.value)}
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
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-start text-sm">
                <thead>
                  <tr className="border-b border-ink-100 text-ink-500">
                    <th scope="col" className="py-2 text-start font-semibold">
                      {t('field.fullName')}
                    </th>
                    <th scope="col" className="py-2 text-start font-semibold">
                      {t('field.role')}
                    </th>
                    <th scope="col" className="py-2 text-start font-semibold">
                      {t('field.phone')}
                    </th>
                    <th scope="col" className="py-2 text-start font-semibold">
                      {t('users.verified')}
                    </th>
                    <th scope="col" className="py-2 text-start font-semibold">
                      {t('users.joined')}
                    </th>
                  </tr>
                </thead>
                <tbody aria-busy={users.isFetching}>
                  {users.data.list.map((row) => (
                    <tr key={row.id} className="border-b border-ink-50 hover:bg-ink-50">
                      <td className="py-2.5">
                        <Link
                          to={paths.user(row.id)}
                          className="flex items-center gap-3 font-semibold text-ink-900 hover:text-brand-800"
                        >
                          <Avatar name={row.name} image={row.image} size="sm" />
                          <span className="min-w-0">
                            <span className="block">{row.name}</span>
                            <span className="block text-xs font-normal text-ink-500">
                              <bdi>{row.email}</bdi>
                            </span>
                          </span>
                        </Link>
                      </td>
                      <td className="py-2.5">{t(`role.${row.role}`)}</td>
                      <td className="py-2.5">
                        <bdi>{row.phone ?? '—'}</bdi>
                      </td>
                      <td className="py-2.5">
                        <Badge tone={row.verifiedEmail ? 'success' : 'warning'}>
                          {t(row.verifiedEmail ? 'users.yes' : 'users.no')}
                        </Badge>
                      </td>
                      <td className="py-2.5 text-ink-600">{format.date(row.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination pager={pager} total={users.data.total} />
          </>
        )}
      </Card>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

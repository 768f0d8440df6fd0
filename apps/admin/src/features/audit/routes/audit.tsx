/** The audit log (SuperAdmins): who changed money or accounts, what, when, before and after. */
import { Role, routes, type AuditEntryView } from '@darsak/shared';
import { useAddressPager, useApiQuery, useSession } from '@darsak/client/react';
import { Alert, EmptyState, PageHeader, Pagination, QueryView, useFormat, useT } from '@darsak/ui';

const Values = ({ values }: { values: Record<string, unknown> | null }) =>
  values ? (
    <dl className="space-y-0.5">
      {Object.entries(values).map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-ink-600">{key}:</dt>
          <dd className="break-all" dir="ltr">
            {value === null ? '—' : String(value)}
          </dd>
        </div>
      ))}
    </dl>
  ) : (
    <span>—</span>
  );

const Entry = ({ entry }: { entry: AuditEntryView }) => {
  const t = useT();
  const format = useFormat();
  return (
    <article className="space-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink-100">
      <p className="font-semibold text-ink-900">
        {t('audit.line', {
          who: entry.actor?.name ?? t('audit.someone'),
          what: t(`audit.action.${entry.action}`),
          subject: `${entry.subjectType} #${entry.subjectId ?? ''}`,
        })}
      </p>
      <p className="text-ink-600">{format.dateTime(entry.createdAt)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink-700">{t('audit.before')}</h3>
          <Values values={entry.before} />
        </div>
        <div>
          <h3 className="font-semibold text-ink-700">{t('audit.after')}</h3>
          <Values values={entry.after} />
        </div>
      </div>
    </article>
  );
};

export default function AuditPage() {
  const t = useT();
  const { user } = useSession();
  const pager = useAddressPager();
  const superAdmin = user?.role === Role.SuperAdmin;
  const log = useApiQuery(
    routes.listAudit,
    { query: { page: pager.page, size: pager.size } },
    { enabled: superAdmin },
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t('audit.title')} description={t('audit.subtitle')} />
      {!superAdmin ? (
        <Alert tone="info">{t('audit.onlySuper')}</Alert>
      ) : (
        <QueryView
          query={log}
          isEmpty={(data) => data.total === 0}
          empty={<EmptyState title={t('audit.empty.title')} description={t('audit.empty.text')} />}
        >
          {(data) => (
            <>
              <ul className="space-y-3">
                {data.list.map((entry) => (
                  <li key={entry.id}>
                    <Entry entry={entry} />
                  </li>
                ))}
              </ul>
              <Pagination pager={pager} total={data.total} />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}

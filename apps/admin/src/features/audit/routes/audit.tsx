/** The audit log (SuperAdmins): who changed money or accounts, what, when, before and after. */
import { genderSelect, Role, routes, type AuditEntryView } from '@darsak/shared';
import { useAddressPager, useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  EmptyState,
  PageHeader,
  Pagination,
  QueryView,
  useFormat,
  useI18n,
  usePhoneText,
  useT,
} from '@darsak/ui';
import { readableValue } from '../components/readable.js';

/** One kept value as an admin reads it. */
const useReadable = () => {
  const t = useT();
  const format = useFormat();
  const phone = usePhoneText();
  const { locale } = useI18n();
  return (key: string, value: unknown): string =>
    readableValue({ t, locale, dateTime: format.dateTime, plain: format.plain, phone }, key, value);
};

const Values = ({ values }: { values: Record<string, unknown> | null }) => {
  const t = useT();
  const readable = useReadable();
  if (!values || Object.keys(values).length === 0) return <span>—</span>;
  return (
    <dl className="space-y-0.5">
      {Object.entries(values).map(([key, value]) => {
        const labelKey = `audit.field.${key}`;
        const label = t(labelKey);
        return (
          <div key={key} className="flex gap-1">
            {/* A field the catalogue does not name yet shows as the server keeps it. */}
            <dt className="text-ink-600">{label === labelKey ? key : label}:</dt>
            <dd className="break-all" dir="auto">
              {readable(key, value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
};

const Entry = ({ entry }: { entry: AuditEntryView }) => {
  const t = useT();
  const format = useFormat();
  /** «حساب رقم ١٣»; a kind the catalogue does not name shows as kept. */
  const subjectOf = ({ subjectType, subjectId }: AuditEntryView) => {
    const key = `audit.subject.${subjectType}`;
    const id = subjectId === null ? '' : format.plain(subjectId);
    const named = t(key, { id });
    return named === key ? `${subjectType} #${id}` : named;
  };
  return (
    <article className="space-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink-100">
      <p className="font-semibold text-ink-900">
        {t('audit.line', {
          who: entry.actor?.name ?? t('audit.someone'),
          what: t(`audit.action.${entry.action}`, { gender: genderSelect(entry.actor?.gender) }),
          subject: subjectOf(entry),
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

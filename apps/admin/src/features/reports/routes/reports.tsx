/** Problem reports: open ones oldest first, each with its attachment to download, resolved or reopened. */
import { useSearchParams } from 'react-router';
import { buildPath, genderSelect, routes, type Report } from '@darsak/shared';
import { downloadPrivateFile } from '@darsak/client';
import { useAddressPager, useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Badge,
  Button,
  cx,
  EmptyState,
  PageHeader,
  Pagination,
  QueryView,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';

const states = ['open', 'resolved'] as const;

const ReportCard = ({ report }: { report: Report }) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const resolve = useApiMutation(routes.resolveReport);
  const toggle = () =>
    resolve.mutate(
      { body: { id: report.id, resolved: !report.resolved } },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t(report.resolved ? 'reports.reopened' : 'reports.resolvedDone'),
          });
        },
        onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
      },
    );
  const download = () =>
    downloadPrivateFile(
      client.tokens,
      buildPath(routes.reportAsset.path, { id: report.id }),
      `report-${report.id}.${report.assetType}`,
    ).catch((error: unknown) => toast.show({ type: 'error', title: errorMessage(error) }));
  return (
    <article
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-5"
      data-testid={`report-${report.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-bold text-ink-900">{report.reporter.name}</h2>
          <p className="truncate text-sm text-ink-600" dir="ltr">
            {report.reporter.email}
          </p>
        </div>
        <Badge tone={report.kind === 'log' ? 'info' : 'warning'}>
          {t(`reports.kind.${report.kind}`)}
        </Badge>
      </div>
      <p dir="auto" className="whitespace-pre-line break-words text-ink-900">
        {report.text}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-ink-600">{t('reports.sentAt')}:</dt>
          <dd>{format.dateTime(report.createdAt)}</dd>
        </div>
        {report.page && (
          <div className="flex min-w-0 gap-2">
            <dt className="text-ink-600">{t('reports.page')}:</dt>
            <dd className="truncate" dir="ltr">
              {report.page}
            </dd>
          </div>
        )}
        {report.resolvedBy && report.resolvedAt && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-ink-600">
              {t('reports.resolvedBy', { gender: genderSelect(report.resolvedBy.gender) })}:
            </dt>
            <dd>
              {report.resolvedBy.name}
              {t('ui.sep')}
              {format.dateTime(report.resolvedAt)}
            </dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void download()}>
          {t(`reports.download.${report.kind}`)}
        </Button>
        <Button
          variant={report.resolved ? 'ghost' : 'primary'}
          onClick={toggle}
          loading={resolve.isPending}
        >
          {t(report.resolved ? 'reports.reopen' : 'reports.resolve')}
        </Button>
      </div>
    </article>
  );
};

export default function ReportsPage() {
  const t = useT();
  const pager = useAddressPager();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const list = useApiQuery(routes.listReports, {
    query: { page: pager.page, size: pager.size, state },
  });
  return (
    <div className="space-y-6">
      <PageHeader title={t('reports.title')} description={t('reports.subtitle')} />
      <nav aria-label={t('reports.states')} className="flex gap-1">
        {states.map((value) => (
          <button
            key={value}
            type="button"
            aria-current={state === value ? 'page' : undefined}
            // A new address, without the page: the state's list from its start.
            onClick={() => setParams(value === 'open' ? {} : { state: value })}
            className={cx(
              'min-h-11 rounded-xl px-3 text-sm font-semibold',
              state === value
                ? 'bg-brand-700 text-white'
                : 'bg-white text-ink-700 ring-1 ring-ink-100 hover:bg-ink-50',
            )}
          >
            {t(`reports.state.${value}`)}
          </button>
        ))}
      </nav>
      <QueryView
        query={list}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState title={t(`reports.empty.${state}`)} description={t('reports.empty.text')} />
        }
      >
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.list.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} />
                </li>
              ))}
            </ul>
            <Pagination pager={pager} total={data.total} />
          </>
        )}
      </QueryView>
    </div>
  );
}

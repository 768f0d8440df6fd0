/**
 * The back office's onboarding desk (`/admin/interviews`): all interviews and demo sessions,
 * filtered by status and tutor manager, with reassign and cancel; and intro videos to review.
 */
import { useSearchParams } from 'react-router';
import { routes } from '@darsak/shared';
import { useAddressFilters, useAddressPager, useApiQuery } from '@darsak/client/react';
import { Card, cx, EmptyState, PageHeader, Pagination, QueryView, useT } from '@darsak/ui';
import { FilterSelect } from '../../../components/filters.js';
import { InterviewsTable } from '../components/interviews-table.js';
import { IntroVideos } from '../components/intro-videos.js';

const tabs = ['interviews', 'demos', 'videos'] as const;
type Tab = (typeof tabs)[number];

const idOf = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const Sessions = ({ tab }: { tab: 'interviews' | 'demos' }) => {
  const t = useT();
  // Changing tab leaves the bare address of the new tab (and remounts this), so page 1.
  const pager = useAddressPager();
  const { params, set } = useAddressFilters();
  const status = idOf(params.get('status'));
  const managerId = idOf(params.get('managerId'));
  const managers = useApiQuery(routes.interviewers);
  const sessions = useApiQuery(
    tab === 'interviews' ? routes.listInterviews : routes.listDemoSessions,
    { query: { page: pager.page, size: pager.size, status, managerId } },
    { placeholderData: (previous) => previous },
  );
  return (
    <Card className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:w-2/3">
        <FilterSelect
          label={t('onboarding.status')}
          value={status ?? ''}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">{t('onboarding.anyStatus')}</option>
          {[1, 2, 3, 4, 5, 6].map((value) => (
            <option key={value} value={value}>
              {t(`onboarding.managerStatus.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('onboarding.manager')}
          value={managerId ?? ''}
          onChange={(e) => set('managerId', e.target.value)}
        >
          <option value="">{t('onboarding.anyManager')}</option>
          {(managers.data ?? []).map((manager) => (
            <option key={manager.id} value={manager.id}>
              {manager.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      <QueryView
        query={sessions}
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState title={t('onboarding.noSessions')} />}
      >
        {(page) => (
          <>
            <InterviewsTable
              sessions={page.list}
              busy={sessions.isPlaceholderData}
              onChanged={() => void sessions.refetch()}
            />
            <Pagination pager={pager} total={page.total} stale={sessions.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </Card>
  );
};

export default function InterviewsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((value) => value === params.get('tab')) ?? 'interviews';
  return (
    <div className="space-y-6">
      <PageHeader title={t('onboarding.title')} description={t('onboarding.subtitle')} />
      <div role="tablist" aria-label={t('onboarding.title')} className="flex flex-wrap gap-2">
        {tabs.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setParams({ tab: value }, { replace: true })}
            className={cx(
              'rounded-xl px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
              tab === value
                ? 'bg-brand-700 text-white'
                : 'bg-white text-ink-800 ring-1 ring-ink-200',
            )}
          >
            {t(`onboarding.tab.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'videos' ? <IntroVideos /> : <Sessions key={tab} tab={tab} />}
      </div>
    </div>
  );
}

/**
 * Platform settings (docs/product/back-office.md#platform-settings; SuperAdmins): the rules'
 * numbers, empty a cache group after asking, and watch the server's figures live while the page is
 * open.
 */
import { useEffect, useState } from 'react';
import { CacheGroup, Role, routes, SERVER_STATS_ROOM, type ServerPayload } from '@darsak/shared';
import {
  useApiMutation,
  useApiQuery,
  useRealtime,
  useRealtimeEvent,
  useSession,
} from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  PageHeader,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { RuleSettings } from '../components/rule-settings.js';

type Stats = ServerPayload<'ServerStats'>;

const useLiveStats = () => {
  const connection = useRealtime();
  const initial = useApiQuery(routes.serverStats);
  const [live, setLive] = useState<Stats | null>(null);
  useRealtimeEvent('ServerStats', setLive);
  useEffect(() => {
    if (!connection) return undefined;
    const join = () =>
      void connection.socket.emit('JoinRooms', { rooms: [SERVER_STATS_ROOM] }, () => undefined);
    join();
    connection.socket.on('connect', join);
    return () => {
      connection.socket.off('connect', join);
    };
  }, [connection]);
  return { stats: live ?? initial.data ?? null, query: initial, live: live !== null };
};

const Figures = ({ stats }: { stats: Stats }) => {
  const t = useT();
  const format = useFormat();
  const pool = stats.databasePool;
  /** The figure, big; what it means, if it needs saying, in small text under it. */
  const figures: [key: string, value: string, note?: string][] = [
    [
      'uptime',
      t('platform.stats.uptimeValue', {
        hours: format.number(Math.floor(stats.uptimeSeconds / 3600)),
        minutes: format.number(Math.floor((stats.uptimeSeconds % 3600) / 60)),
      }),
    ],
    ['memory', t('platform.stats.mb', { value: format.number(stats.rssMb) })],
    ['heap', t('platform.stats.mb', { value: format.number(stats.heapUsedMb) })],
    ['loop', t('platform.stats.ms', { value: format.number(stats.eventLoopDelayMs) })],
    ['sockets', format.number(stats.sockets)],
    ['online', format.number(stats.onlineUsers)],
    ['database', t('platform.stats.ms', { value: format.number(stats.databaseRoundTripMs) })],
    pool
      ? [
          'pool',
          t('platform.stats.poolValue', {
            total: format.number(pool.total),
            max: format.number(pool.max),
          }),
          t('platform.stats.poolDetail', {
            idle: format.number(pool.idle),
            waiting: format.number(pool.waiting),
          }),
        ]
      : ['pool', t('platform.stats.poolEmbedded'), t('platform.stats.poolEmbeddedDetail')],
    ['jobs', format.number(stats.jobsDue)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([key, value, note]) => (
        <div key={key} className="rounded-xl bg-ink-50 p-3">
          <dt className="text-sm text-ink-600">{t(`platform.stats.${key}`)}</dt>
          <dd className="mt-1 text-lg font-bold text-ink-900">{value}</dd>
          {note && <dd className="mt-1 text-sm text-ink-600">{note}</dd>}
        </div>
      ))}
    </dl>
  );
};

export default function PlatformSettingsPage() {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const flush = useApiMutation(routes.flushCache);
  const [flushing, setFlushing] = useState<CacheGroup | null>(null);
  if (user?.role !== Role.SuperAdmin)
    return (
      <div className="space-y-6">
        <PageHeader title={t('platform.title')} description={t('platform.subtitle')} />
        <Alert tone="info">{t('platform.onlySuper')}</Alert>
      </div>
    );
  return (
    <div className="space-y-6">
      <PageHeader title={t('platform.title')} description={t('platform.subtitle')} />
      <RuleSettings />
      <Card className="space-y-4">
        <h2 className="text-lg font-bold">{t('platform.cache.title')}</h2>
        <ul className="divide-y divide-ink-100">
          {Object.values(CacheGroup).map((group) => (
            <li key={group} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink-900">{t(`platform.cache.${group}`)}</p>
                <p className="text-sm text-ink-600">{t(`platform.cache.${group}.text`)}</p>
              </div>
              <Button variant="secondary" onClick={() => setFlushing(group)}>
                {t('platform.cache.flush')}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      <LiveStats />
      <ConfirmDialog
        open={flushing !== null}
        title={t('platform.cache.confirmTitle')}
        message={t('platform.cache.confirmText', {
          group: flushing ? t(`platform.cache.${flushing}`) : '',
        })}
        confirmLabel={t('platform.cache.flush')}
        busy={flush.isPending}
        onClose={() => setFlushing(null)}
        onConfirm={() =>
          flushing &&
          flush.mutate(
            { query: { group: flushing } },
            {
              onSuccess: () => {
                toast.show({ type: 'success', title: t('platform.cache.done') });
                setFlushing(null);
              },
              onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
            },
          )
        }
      />
    </div>
  );
}

const LiveStats = () => {
  const t = useT();
  const format = useFormat();
  const { stats, query, live } = useLiveStats();
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('platform.stats.title')}</h2>
        {stats && (
          <p className="text-sm text-ink-600" aria-live="polite">
            {t(live ? 'platform.stats.liveAt' : 'platform.stats.at', {
              time: format.time(stats.at),
            })}
          </p>
        )}
      </div>
      {query.isError && !stats && <Alert tone="error">{t('platform.stats.error')}</Alert>}
      {stats && <Figures stats={stats} />}
    </Card>
  );
};

/**
 * Intro videos waiting for review (or all): watch, approve, or reject with a reason
 * (docs/product/onboarding.md#intro-video).
 */
import { useState } from 'react';
import {
  genderSelect,
  IntroVideoStatus,
  routes,
  rules,
  firstIssueCode,
  type IntroVideo,
} from '@darsak/shared';
import {
  useAddressFilters,
  useAddressPager,
  useApiMutation,
  useApiQuery,
} from '@darsak/client/react';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Pagination,
  QueryView,
  TextareaField,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { FilterSelect } from '../../../components/filters.js';
import { paths } from '../../../config/paths.js';
import { Person } from './person.js';

const tones = { 1: 'info', 2: 'error', 3: 'success' } as const;

const RejectDialog = ({
  video,
  onClose,
  onDone,
}: {
  video: IntroVideo;
  onClose: () => void;
  onDone: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const review = useApiMutation(routes.reviewIntroVideo);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog open onClose={onClose} title={t('onboarding.video.rejectTitle')}>
      <TextareaField
        label={t('onboarding.video.reason')}
        hint={t('onboarding.video.reasonHint', { gender: genderSelect(video.tutor.gender) })}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button
          variant="danger"
          loading={review.isPending}
          onClick={() => {
            const checked = rules.introVideoReason.safeParse(reason);
            if (!checked.success) {
              setError(firstIssueCode(checked.error));
              return;
            }
            review.mutate(
              {
                params: { id: video.id },
                body: { status: IntroVideoStatus.Rejected, reason: checked.data },
              },
              {
                onSuccess: () => {
                  toast.show({ type: 'success', title: t('onboarding.video.rejected') });
                  onDone();
                },
                onError: (cause) =>
                  toast.show({
                    type: 'error',
                    title: t('onboarding.actionFailed'),
                    description: errorMessage(cause),
                  }),
              },
            );
          }}
        >
          {t('onboarding.video.reject')}
        </Button>
      </div>
    </Dialog>
  );
};

const VideoCard = ({ video, onChanged }: { video: IntroVideo; onChanged: () => void }) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const review = useApiMutation(routes.reviewIntroVideo);
  const [rejecting, setRejecting] = useState(false);
  return (
    <li className="space-y-3 rounded-xl p-3 ring-1 ring-ink-100">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Person person={video.tutor} to={paths.tutor(video.tutor.id)} />
        <Badge tone={tones[video.status as 1 | 2 | 3] ?? 'neutral'}>
          {t(`onboarding.video.status.${video.status}`)}
        </Badge>
      </div>
      <video
        src={video.url}
        controls
        preload="metadata"
        playsInline
        aria-label={t('onboarding.video.of', { name: video.tutor.name })}
        className="aspect-video w-full rounded-lg bg-ink-900"
      />
      <p className="text-sm text-ink-600">
        {t('onboarding.video.meta', {
          seconds: format.plain(Math.round(video.durationSeconds)),
          date: format.dateTime(video.createdAt),
        })}
      </p>
      {video.reason && (
        <p className="text-sm text-ink-700">
          {t('onboarding.video.reasonWas', { reason: video.reason })}
        </p>
      )}
      {video.status === IntroVideoStatus.Pending && (
        <div className="flex flex-wrap gap-2">
          <Button
            loading={review.isPending}
            onClick={() =>
              review.mutate(
                { params: { id: video.id }, body: { status: IntroVideoStatus.Approved } },
                {
                  onSuccess: () => {
                    toast.show({ type: 'success', title: t('onboarding.video.approved') });
                    onChanged();
                  },
                  onError: (error) =>
                    toast.show({
                      type: 'error',
                      title: t('onboarding.actionFailed'),
                      description: errorMessage(error),
                    }),
                },
              )
            }
          >
            {t('onboarding.video.approve')}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t('onboarding.video.reject')}
          </Button>
        </div>
      )}
      {rejecting && (
        <RejectDialog
          video={video}
          onClose={() => setRejecting(false)}
          onDone={() => {
            setRejecting(false);
            onChanged();
          }}
        />
      )}
    </li>
  );
};

const videoStatuses = Object.values(IntroVideoStatus);
/** The address of the videos waiting for review leaves the status out; `any` shows every video. */
const anyStatus = 'any';

/** The videos tab of the onboarding desk: its page and status filter live in the address. */
export const IntroVideos = () => {
  const t = useT();
  const pager = useAddressPager();
  const { params, set } = useAddressFilters();
  const asked = params.get('status');
  const status =
    asked === anyStatus
      ? undefined
      : (videoStatuses.find((value) => String(value) === asked) ?? IntroVideoStatus.Pending);
  const videos = useApiQuery(
    routes.listIntroVideos,
    { query: { page: pager.page, size: pager.size, status } },
    { placeholderData: (previous) => previous },
  );
  return (
    <Card className="space-y-4">
      <FilterSelect
        label={t('onboarding.status')}
        value={status ?? anyStatus}
        className="w-full sm:w-64"
        onChange={(e) =>
          set(
            'status',
            e.target.value === String(IntroVideoStatus.Pending) ? undefined : e.target.value,
          )
        }
      >
        <option value={anyStatus}>{t('onboarding.anyStatus')}</option>
        {[1, 3, 2].map((value) => (
          <option key={value} value={value}>
            {t(`onboarding.video.status.${value}`)}
          </option>
        ))}
      </FilterSelect>
      <QueryView
        query={videos}
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState title={t('onboarding.video.none')} />}
      >
        {(page) => (
          <>
            <ul className="grid gap-4 lg:grid-cols-2">
              {page.list.map((video) => (
                <VideoCard key={video.id} video={video} onChanged={() => void videos.refetch()} />
              ))}
            </ul>
            <Pagination pager={pager} total={page.total} stale={videos.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </Card>
  );
};

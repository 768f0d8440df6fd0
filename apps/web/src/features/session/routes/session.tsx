/**
 * The live session (`/session`) of a lesson, interview or demo session, by its room type
 * and id: device check and ready-to-join (open before the session is, to try the devices), the
 * call, and afterwards the time each member was there with the way to the subject's page and back
 * into the call in one tap; once a lesson is over its student rates it here, in place.
 * At the session's end the call closes for both members (decision 045).
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { genderSelect, isIdText, RoomType, routes, type LiveSession } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  ErrorState,
  PageHeader,
  PageSpinner,
  useNow,
  useT,
} from '@darsak/ui';
import { RateLessonButton } from '../../../components/lessons/rate-lesson.js';
import { canRateLesson } from '../../../components/lessons/rating-rule.js';
import { useOpensAtText } from '../../../components/session/opens-at.js';
import { paths } from '../../../config/paths.js';
import { CallView, type PeerGender } from '../components/call-view.js';
import { DeviceCheck } from '../components/device-check.js';
import {
  devicesOf,
  openRemembered,
  stopMedia,
  supportsCalls,
  type DeviceChoice,
} from '../components/media.js';

type Stage = 'check' | 'call' | 'left';

/** Where the subject of a session is shown (and, for a lesson, rated). */
const subjectPath = (session: LiveSession): string | null => {
  if (!session.refId) return null;
  if (session.type === RoomType.Lesson) return paths.lesson(session.refId);
  if (session.type === RoomType.Interview) return paths.interview(session.refId);
  if (session.type === RoomType.DemoSession) return paths.demoSession(session.refId);
  return null;
};

/** What the link to a session's subject says: the lesson's, interview's or demo session's page. */
const subjectLabel = (type: number): string =>
  type === RoomType.Interview
    ? 'session.toInterview'
    : type === RoomType.DemoSession
      ? 'session.toDemoSession'
      : 'session.subject';

export default function SessionPage() {
  const t = useT();
  const { client, user } = useSession();
  const [params] = useSearchParams();
  const type = Number(params.get('type'));
  const ref = params.get('ref') ?? '';
  const valid =
    [RoomType.Lesson, RoomType.Interview, RoomType.DemoSession].includes(type as 2) &&
    isIdText(ref);
  const room = useQuery({
    queryKey: ['session-room', type, ref],
    queryFn: ({ signal }) =>
      client.call(routes.roomFor, { body: { type, refId: Number(ref) } }, { signal }),
    enabled: valid,
    staleTime: Infinity,
  });
  const session = useApiQuery(
    routes.getSession,
    { params: { id: room.data?.id ?? 0 } },
    { enabled: Boolean(room.data), refetchInterval: 30_000 },
  );
  const ice = useApiQuery(routes.sessionToken, undefined, { staleTime: 10 * 60_000 });
  // A lesson's, for rating it here once it is over.
  const lesson = useApiQuery(
    routes.getLesson,
    { params: { id: Number(ref) } },
    { enabled: valid && type === RoomType.Lesson },
  );
  // Each member's gender, for messages about them that agree. Not known, a lesson's say what they
  // always said (the common masculine), an interview's or demo session's stay neutral.
  const genderOf = (userId: number): PeerGender => {
    const gender = session.data?.members.find((m) => m.user.id === userId)?.user.gender;
    return gender || type === RoomType.Lesson ? genderSelect(gender) : 'none';
  };
  const [stage, setStage] = useState<Stage>('check');
  const [stream, setStream] = useState<MediaStream | null>(null);
  // The call closed by itself at the session's end while the member was in it.
  const [closedAtEnd, setClosedAtEnd] = useState(false);
  // The camera and microphone of the call just left: coming back opens them again and goes
  // straight in, without the device check (docs/product/chat-and-calls.md#leaving-and-coming-back).
  const [lastDevices, setLastDevices] = useState<DeviceChoice | null>(null);
  const [rejoining, setRejoining] = useState(false);
  const onStream = useCallback((next: MediaStream | null) => setStream(next), []);
  const now = useNow(1000);
  const opensAtText = useOpensAtText();
  const over = session.data ? now >= Date.parse(session.data.endsAt) : false;

  // Devices are released when the page goes, and when the session's time is over.
  useEffect(() => () => stopMedia(stream), [stream]);
  useEffect(() => {
    if (over && stage !== 'call' && stream) {
      stopMedia(stream);
      setStream(null);
    }
  }, [over, stage, stream]);

  if (!valid)
    return (
      <ErrorState error={{ code: 'session-not-found', status: 404 }} back={<HomeLink />} page />
    );
  if (room.isPending || (room.data && session.isPending))
    return <PageSpinner label={t('ui.loading')} />;
  if (room.isError || session.isError || !session.data || !user)
    return (
      <ErrorState
        error={room.error ?? session.error}
        onRetry={() => void (room.isError ? room.refetch() : session.refetch())}
        back={<HomeLink />}
        page
      />
    );
  const data = session.data;
  const others = data.members.filter((m) => m.user.id !== user.id);
  const names = others.map((m) => m.user.name).join('، ');
  const [only, ...more] = others;
  const othersGender: PeerGender = only && more.length === 0 ? genderOf(only.user.id) : 'none';
  const opens = new Date(data.opensAt).getTime();
  const ends = new Date(data.endsAt).getTime();
  const open = now >= opens && now < ends;
  const subject = subjectPath(data);
  const rateable = lesson.data ? canRateLesson(lesson.data, user, now) : false;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t(`session.title.${data.type}`, { names })}
        actions={
          subject && (
            <Link to={subject} className="font-semibold text-brand-800 hover:underline">
              {t(subjectLabel(data.type))}
            </Link>
          )
        }
      />
      {stage === 'check' && !over && (
        <Card className="space-y-5">
          {!supportsCalls() && (
            <Alert tone="error" title={t('session.unsupportedTitle')}>
              {t('session.unsupportedText')}
            </Alert>
          )}
          <DeviceCheck onStream={onStream} />
          <div className="flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
            <p className="min-w-0 flex-1 text-ink-700" aria-live="polite">
              {now < opens
                ? opensAtText(data.opensAt, now)
                : others.some((m) => m.inCall)
                  ? t('session.otherIn', { names })
                  : t('session.otherNotIn', { names, gender: othersGender })}
            </p>
            <Button
              disabled={!open || !stream || !supportsCalls() || !ice.data}
              onClick={() => setStage('call')}
            >
              {t('session.join')}
            </Button>
          </div>
        </Card>
      )}
      {stage === 'call' && stream && ice.data && (
        <CallView
          session={data}
          me={user.id}
          ice={ice.data}
          stream={stream}
          genderOf={genderOf}
          onLeave={(ended) => {
            setLastDevices(devicesOf(stream));
            stopMedia(stream);
            setStream(null);
            setClosedAtEnd(ended);
            setStage('left');
            void session.refetch();
          }}
        />
      )}
      {stage !== 'call' && (stage === 'left' || over) && (
        <Card className="space-y-4">
          <h2 className="text-lg font-bold">
            {t(over ? 'session.endedTitle' : 'session.afterTitle')}
          </h2>
          {over && closedAtEnd && <p className="text-ink-700">{t('session.endedText')}</p>}
          <ul className="space-y-1" aria-label={t('session.attendance')}>
            {data.members.map((member) => (
              <li key={member.user.id} data-testid={`attended-${member.user.id}`}>
                {/* Minutes count within the booked time only (docs/product/chat-and-calls.md#attendance). */}
                {member.minutes === 0 && now < Date.parse(data.startsAt)
                  ? t('session.notStartedOf', { name: member.user.name })
                  : t('session.minutesOf', { name: member.user.name, minutes: member.minutes })}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {/* A lesson is rated once it is over, by the server's rule; not before. */}
            {lesson.data && (
              <RateLessonButton lesson={lesson.data} now={now} label={t('session.toLesson')} />
            )}
            {subject && (
              <Link to={subject} className={buttonClass(rateable ? 'secondary' : 'primary')}>
                {t(
                  data.type === RoomType.Lesson ? 'session.toLessonPage' : subjectLabel(data.type),
                )}
              </Link>
            )}
            {open && (
              <Button
                variant="secondary"
                loading={rejoining}
                onClick={() => {
                  if (!lastDevices) return setStage('check');
                  setRejoining(true);
                  // A device that cannot be opened again (unplugged, or taken by another app)
                  // leaves the way through the device check, which says what went wrong.
                  openRemembered(lastDevices)
                    .then((opened) => {
                      setStream(opened);
                      setStage('call');
                    })
                    .catch(() => setStage('check'))
                    .finally(() => setRejoining(false));
                }}
              >
                {t('session.rejoin')}
              </Button>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}

const HomeLink = () => {
  const t = useT();
  return (
    <Link to={paths.home} className={buttonClass('secondary')}>
      {t('session.back')}
    </Link>
  );
};

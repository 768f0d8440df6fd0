/**
 * One tutor's photo session (`/admin/photo-session/{tutorId}`): who to film and how to reach
 * them, the video and thumbnail they have now, the upload, and (admins) which studio and when.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { genderSelect, isAdminRole, routes, type StudioTutor } from '@darsak/shared';
import { useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Avatar,
  Button,
  buttonClass,
  Card,
  ErrorState,
  PageHeader,
  PageSpinner,
  SelectField,
  TextField,
  useErrorMessage,
  useFormat,
  usePhoneText,
  useT,
  useToast,
} from '@darsak/ui';
import { cairoDateTimeValue, cairoInstant } from '../../../components/cairo-time.js';
import { paths } from '../../../config/paths.js';
import { AssetUpload } from '../components/asset-upload.js';

const ScheduleForm = ({
  tutor,
  onSaved,
}: {
  tutor: StudioTutor;
  onSaved: (t: StudioTutor) => void;
}) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const studios = useApiQuery(routes.studios);
  const schedule = useApiMutation(routes.schedulePhotoSession);
  const [studioId, setStudioId] = useState<number | ''>(tutor.photoSession.studio?.id ?? '');
  // A booked session shows its time, ready to be moved.
  const [when, setWhen] = useState(() => cairoDateTimeValue(tutor.photoSession.scheduledAt));
  const [error, setError] = useState<string | undefined>();
  const at = cairoInstant(when);
  return (
    <form
      noValidate
      // The fields side by side, tops level (the date-time's readout below it makes it taller), and
      // the button on a row of its own at the end.
      className="grid gap-3 sm:grid-cols-2 sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        if (studioId === '' || !at) {
          setError('required');
          return;
        }
        setError(undefined);
        schedule.mutate(
          {
            params: { tutorId: tutor.tutor.id },
            body: { studioId, scheduledAt: at.toISOString() },
          },
          {
            onSuccess: (saved) => {
              toast.show({
                type: 'success',
                title: t('photo.scheduledSaved', { gender: genderSelect(tutor.tutor.gender) }),
              });
              onSaved(saved);
            },
            onError: (cause) =>
              toast.show({
                type: 'error',
                title: t('photo.scheduleFailed'),
                description: errorMessage(cause),
              }),
          },
        );
      }}
    >
      <SelectField
        label={t('photo.studio')}
        value={studioId}
        onChange={(e) => setStudioId(e.target.value === '' ? '' : Number(e.target.value))}
        error={studioId === '' ? error : undefined}
      >
        <option value="">{t('photo.chooseStudio')}</option>
        {(studios.data ?? []).map((studio) => (
          <option key={studio.id} value={studio.id}>
            {studio.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('photo.when')}
        type="datetime-local"
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        // The browser's control speaks the browser's language; the day and time are said again here.
        hint={at ? t('photo.whenIs', { when: format.fullDateTime(at) }) : t('photo.whenHint')}
        error={at ? undefined : error}
      />
      <Button
        type="submit"
        loading={schedule.isPending}
        className="sm:col-span-2 sm:justify-self-end"
      >
        {t('photo.schedule')}
      </Button>
    </form>
  );
};

export default function PhotoSessionPage() {
  const t = useT();
  const format = useFormat();
  const phoneText = usePhoneText();
  const { user } = useSession();
  const tutorId = Number(useParams().id);
  const query = useApiQuery(routes.studioTutor, { params: { tutorId } });
  const back = (
    <Link to={paths.photoSessions} className="font-semibold text-brand-800 hover:underline">
      {t('photo.back')}
    </Link>
  );
  if (query.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} back={back} page />;
  const tutor = query.data;
  const refresh = () => void query.refetch();
  const admin = user ? isAdminRole(user.role) : false;
  return (
    <div className="space-y-6">
      <PageHeader title={t('photo.of', { name: tutor.tutor.name })} actions={back} />
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={tutor.tutor.name} image={tutor.tutor.image} size="lg" />
          {/* At least 14rem beside the photo: on a phone the button wraps below, not over it. */}
          <div className="min-w-[14rem] flex-1 space-y-1">
            <p className="text-xl font-bold">{tutor.tutor.name}</p>
            <p className="break-words text-ink-700">
              <bdi>{tutor.email}</bdi>
              {tutor.phone && (
                <>
                  {t('ui.sep')}
                  <bdi dir="ltr">{phoneText(tutor.phone)}</bdi>
                </>
              )}
            </p>
            {tutor.bio && (
              <p dir="auto" className="text-ink-600">
                {tutor.bio}
              </p>
            )}
          </div>
          {admin && (
            <Link to={paths.tutor(tutor.tutor.id)} className={buttonClass('secondary')}>
              {t('photo.tutorPage', { gender: genderSelect(tutor.tutor.gender) })}
            </Link>
          )}
        </div>
        {tutor.photoSession.doneAt ? (
          <Alert
            tone="success"
            title={t('photo.doneOn', { date: format.date(tutor.photoSession.doneAt) })}
          />
        ) : tutor.photoSession.scheduledAt ? (
          <Alert
            tone="info"
            title={t('photo.scheduledFor', {
              when: format.dateTime(tutor.photoSession.scheduledAt),
              studio: tutor.photoSession.studio?.name ?? '',
            })}
          />
        ) : (
          <Alert tone="warning" title={t('photo.notScheduled')} />
        )}
      </Card>
      {admin && !tutor.photoSession.doneAt && (
        <Card className="space-y-4">
          <h2 className="text-lg font-bold">{t('photo.scheduleTitle')}</h2>
          <ScheduleForm tutor={tutor} onSaved={refresh} />
        </Card>
      )}
      <Card className="space-y-4">
        <h2 className="text-lg font-bold">{t('photo.media')}</h2>
        {/* The upload's fields below name the video and the thumbnail; these are what is there now. */}
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-2">
            {tutor.video ? (
              <video
                src={tutor.video}
                poster={tutor.thumbnail ?? undefined}
                controls
                preload="metadata"
                playsInline
                aria-label={t('photo.field.video')}
                className="aspect-video w-full rounded-lg bg-ink-900"
              />
            ) : (
              <p className="text-ink-600">{t('photo.noVideo')}</p>
            )}
          </div>
          <div className="space-y-2">
            {tutor.thumbnail ? (
              <img
                src={tutor.thumbnail}
                alt={t('photo.thumbnailOf', { name: tutor.tutor.name })}
                className="aspect-video w-full rounded-lg object-cover"
              />
            ) : (
              <p className="text-ink-600">{t('photo.noThumbnail')}</p>
            )}
          </div>
        </div>
        <AssetUpload tutor={tutor} onUploaded={refresh} />
      </Card>
    </div>
  );
}

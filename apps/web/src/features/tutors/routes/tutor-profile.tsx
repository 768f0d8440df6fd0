/** A tutor's page: profile and reviews in tabs, and booking this week's free times. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { findGovernorate, genderSelect, Role, routes } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import {
  Badge,
  buttonClass,
  Card,
  cx,
  ErrorState,
  PageSpinner,
  useFormat,
  useI18n,
  useT,
} from '@darsak/ui';
import { useScrollToHash } from '../../../components/use-scroll-to-hash.js';
import { paths } from '../../../config/paths.js';
import { BookingPanel } from '../components/booking-panel.js';
import { useLiveTutor } from '../components/live-tutors.js';
import { LessonPrices } from '../components/lesson-prices.js';
import { NextFree } from '../components/next-free.js';
import { AvatarWithPresence } from '../components/avatar-with-presence.js';
import { RatingStars } from '../components/rating-stars.js';
import { Reviews } from '../components/reviews.js';

const tabs = ['profile', 'reviews'] as const;

export default function TutorProfilePage() {
  const t = useT();
  const format = useFormat();
  const { language } = useI18n();
  const { user } = useSession();
  // The screen gate lets only a valid id through.
  const id = Number(useParams().id);
  const [tab, setTab] = useState<(typeof tabs)[number]>('profile');
  const tutor = useApiQuery(routes.tutorInfo, { params: { id } });
  useLiveTutor(id);
  // Drawn only once the tutor has loaded, after the browser looked for the #book of the address.
  useScrollToHash(tutor.isSuccess, { focus: true });

  if (tutor.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (tutor.isError) {
    return (
      <ErrorState
        error={tutor.error}
        onRetry={() => void tutor.refetch()}
        page
        back={
          <Link to={paths.tutors} className={buttonClass('secondary')}>
            {t('tprofile.backToList')}
          </Link>
        }
      />
    );
  }
  const profile = tutor.data;
  const city = findGovernorate(profile.city);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <Card>
          <div className="flex flex-wrap items-center gap-4">
            <AvatarWithPresence
              name={profile.name}
              image={profile.image}
              online={profile.online}
              gender={profile.gender}
              size="lg"
            />
            <div className="min-w-0 space-y-1.5">
              <h1 className="text-2xl font-bold">{profile.name}</h1>
              <RatingStars rating={profile.rating} />
              <p className="text-sm text-ink-600">
                {[
                  city?.[language],
                  t('tutors.lessonsTaught', {
                    count: profile.lessonsTaught,
                    gender: genderSelect(profile.gender),
                  }),
                ]
                  .filter(Boolean)
                  .join(t('ui.sep'))}
              </p>
              <NextFree at={profile.nextFreeAt} gender={profile.gender} />
              <LessonPrices prices={profile.lessonPrices} className="pt-1" />
            </div>
          </div>
          {profile.bio && (
            <p dir="auto" className="mt-4 text-lg text-ink-800">
              {profile.bio}
            </p>
          )}
          {user?.role === Role.Student && (
            <Link to={paths.chatWith(profile.id)} className={cx(buttonClass('secondary'), 'mt-4')}>
              {t('tprofile.message', { name: profile.name })}
            </Link>
          )}
        </Card>

        <div>
          <div
            role="tablist"
            aria-label={t('tprofile.tabs', { gender: genderSelect(profile.gender) })}
            className="mb-4 flex gap-1 border-b border-ink-200"
          >
            {tabs.map((name) => (
              <button
                key={name}
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={(event) => {
                  if (['ArrowLeft', 'ArrowRight'].includes(event.key))
                    setTab(name === 'profile' ? 'reviews' : 'profile');
                }}
                className={cx(
                  '-mb-px border-b-2 px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                  tab === name
                    ? 'border-brand-700 text-brand-900'
                    : 'border-transparent text-ink-600 hover:text-ink-900',
                )}
              >
                {t(`tprofile.tab.${name}`)}
                {name === 'reviews' &&
                  profile.rating.count > 0 &&
                  ` (${format.number(profile.rating.count)})`}
              </button>
            ))}
          </div>
          <Card>
            <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
              {tab === 'profile' ? (
                <div className="space-y-6">
                  <section className="space-y-2">
                    <h2 className="text-lg font-bold">
                      {t('tprofile.about', { gender: genderSelect(profile.gender) })}
                    </h2>
                    <p dir="auto" className="whitespace-pre-line leading-relaxed text-ink-800">
                      {profile.about ??
                        t('tprofile.noAbout', { gender: genderSelect(profile.gender) })}
                    </p>
                  </section>
                  {profile.topics.length > 0 && (
                    <section className="space-y-2">
                      <h2 className="text-lg font-bold">{t('tprofile.specialities')}</h2>
                      <ul className="flex flex-wrap gap-2">
                        {profile.topics.map((topic) => (
                          <li key={topic.id}>
                            <Badge tone="info">
                              {language === 'ar' ? topic.nameAr : topic.nameEn}
                            </Badge>
                          </li>
                        ))}
                      </ul>
                    </section>
                  )}
                  {profile.video && (
                    <section className="space-y-2">
                      <h2 className="text-lg font-bold">{t('tprofile.video')}</h2>
                      <video
                        controls
                        preload="none"
                        poster={profile.thumbnail ?? undefined}
                        className="w-full rounded-xl bg-ink-900"
                        src={profile.video}
                      />
                    </section>
                  )}
                </div>
              ) : (
                <Reviews tutorId={profile.id} gender={profile.gender} />
              )}
            </div>
          </Card>
        </div>
      </div>
      {/* The tutor card's «book» lands here (paths.tutorBooking); focus follows for the keyboard. */}
      <aside
        id="book"
        tabIndex={-1}
        aria-labelledby={user?.role === Role.Student ? 'booking-title' : undefined}
        className="min-w-0 scroll-mt-20 focus:outline-none lg:sticky lg:top-20"
      >
        {user?.role === Role.Student ? (
          <BookingPanel tutor={profile} student={user} />
        ) : (
          <Card>
            <p className="text-ink-700">
              {t('tprofile.bookingForStudents', { gender: genderSelect(profile.gender) })}
            </p>
          </Card>
        )}
      </aside>
    </div>
  );
}

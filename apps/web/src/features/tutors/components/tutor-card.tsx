/** A tutor in the list: who they are, how they are rated, what they teach and when they are free. */
import { Link } from 'react-router';
import { findGovernorate, genderSelect, type TutorCard as TutorCardData } from '@darsak/shared';
import { Badge, buttonClass, useI18n, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { LessonPrices } from './lesson-prices.js';
import { NextFree } from './next-free.js';
import { AvatarWithPresence } from './avatar-with-presence.js';
import { RatingStars } from './rating-stars.js';

export const TutorCard = ({ tutor }: { tutor: TutorCardData }) => {
  const t = useT();
  const { language } = useI18n();
  const city = findGovernorate(tutor.city);
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:flex-row sm:items-start sm:p-5">
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-center gap-3">
          <AvatarWithPresence
            name={tutor.name}
            image={tutor.image}
            online={tutor.online}
            gender={tutor.gender}
          />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
              <h2 className="text-lg font-bold text-ink-900">
                <Link
                  to={paths.tutor(tutor.id)}
                  className="hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {tutor.name}
                </Link>
              </h2>
              <RatingStars rating={tutor.rating} />
            </div>
            <p className="text-sm text-ink-600">
              {[
                city?.[language],
                t('tutors.lessonsTaught', {
                  count: tutor.lessonsTaught,
                  gender: genderSelect(tutor.gender),
                }),
              ]
                .filter(Boolean)
                .join(t('ui.sep'))}
            </p>
          </div>
        </div>
        {tutor.bio && (
          <p dir="auto" className="text-ink-800">
            {tutor.bio}
          </p>
        )}
        {tutor.topics.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {tutor.topics.slice(0, 4).map((topic) => (
              <li key={topic.id}>
                <Badge tone="neutral">{language === 'ar' ? topic.nameAr : topic.nameEn}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-row flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-3 sm:w-52 sm:flex-col sm:flex-nowrap sm:items-stretch sm:border-0 sm:pt-0">
        <LessonPrices prices={tutor.lessonPrices} className="w-full" />
        <NextFree at={tutor.nextFreeAt} gender={tutor.gender} />
        {/* «Book» lands on the booking section, a long way down the page on a phone. */}
        <Link
          to={tutor.nextFreeAt ? paths.tutorBooking(tutor.id) : paths.tutor(tutor.id)}
          className={buttonClass('primary')}
        >
          {tutor.nextFreeAt ? t('tutors.book') : t('tutors.viewProfile')}
        </Link>
      </div>
    </li>
  );
};

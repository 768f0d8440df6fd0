/** Why a student cannot book right now, with the way forward, shown before they pick anything. */
import { Link } from 'react-router';
import { Alert, buttonClass, useFormat, useT } from '@darsak/ui';
import { useMyGender } from '../../../components/my-gender.js';
import { paths } from '../../../config/paths.js';
import type { BookingBlock } from './booking-block.js';

export const BookingNotice = ({ block }: { block: NonNullable<BookingBlock> }) => {
  const t = useT();
  const me = useMyGender();
  const format = useFormat();
  switch (block.kind) {
    case 'verify-email':
      return (
        <Alert
          tone="warning"
          title={t('booking.verifyFirst.title')}
          action={
            <Link to={`${paths.settings}#verification`} className={buttonClass('secondary')}>
              {t('booking.verifyFirst.action')}
            </Link>
          }
        >
          {t('booking.verifyFirst.text')}
        </Alert>
      );
    case 'no-plan':
      return (
        <Alert
          tone="info"
          title={t('booking.noPlan.title')}
          action={
            <Link to={paths.plans} className={buttonClass('secondary')}>
              {t('booking.noPlan.action')}
            </Link>
          }
        >
          {t('booking.noPlan.text')}
        </Alert>
      );
    case 'held':
      return (
        <Alert
          tone="info"
          title={t('booking.held.title')}
          action={
            <Link to={paths.lesson(block.lesson.id)} className={buttonClass('secondary')}>
              {t('booking.held.action')}
            </Link>
          }
        >
          {t('booking.held.text', {
            me,
            name: block.lesson.tutor.name,
            day: format.day(block.lesson.startsAt),
            time: format.time(block.lesson.startsAt),
          })}
        </Alert>
      );
    case 'no-minutes':
      return (
        <Alert tone="info" title={t('booking.noMinutes.title')}>
          {t('booking.noMinutes.text', {
            minutes: block.weeklyMinutes,
            day: format.day(block.renewsAt),
            time: format.time(block.renewsAt),
          })}
        </Alert>
      );
  }
};

/** No lesson ahead: what fills this list, and the way to it (a tutor to book, or one's free times). */
import { Link } from 'react-router';
import { Role } from '@darsak/shared';
import { buttonClass, EmptyState, useT } from '@darsak/ui';
import { paths } from '../../config/paths.js';

export const NoUpcomingLessons = ({ role }: { role: number }) => {
  const t = useT();
  const student = role === Role.Student;
  return (
    <EmptyState
      title={t('lessons.upcoming.empty')}
      description={student ? t('lessons.upcoming.emptyStudent') : t('lessons.upcoming.emptyTutor')}
      action={
        <Link
          to={student ? paths.tutors : paths.scheduleManagement}
          className={buttonClass(student ? 'primary' : 'secondary')}
        >
          {student ? t('lessons.findTutor') : t('lessons.manageSchedule')}
        </Link>
      }
    />
  );
};

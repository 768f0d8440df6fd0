/** The booking notice shapes what students can book, so it is shown beside the schedule. */
import { Link } from 'react-router';
import { useT } from '@darsak/ui';
import { useNoticeLabel } from '../../../components/tutor/notice-label.js';
import { useTutorMeta } from '../../../components/tutor/use-tutor-meta.js';
import { paths } from '../../../config/paths.js';

export const NoticeNote = () => {
  const t = useT();
  const noticeLabel = useNoticeLabel();
  const meta = useTutorMeta();
  if (!meta.data) return null;
  return (
    <p className="text-sm text-ink-600">
      {t('schedule.notice', { notice: noticeLabel(meta.data.noticePeriod) })}{' '}
      <Link
        to={`${paths.tutorProfileSettings}#teaching`}
        className="font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {t('schedule.noticeChange')}
      </Link>
    </p>
  );
};

import { useT } from '@darsak/ui';

/** A notice period in words: "no notice", "30 minutes", "2 hours". */
export const useNoticeLabel = () => {
  const t = useT();
  return (minutes: number) =>
    minutes === 0
      ? t('tutor.notice.none')
      : minutes % 60 === 0
        ? t('tutor.notice.hours', { hours: minutes / 60 })
        : t('tutor.notice.minutes', { minutes });
};

import { useCallback } from 'react';
import { useI18n } from '@darsak/ui';

/** Joins items as the language does: "الصورة والنبذة" / "image and bio". */
export const useListFormat = () => {
  const { locale } = useI18n();
  return useCallback(
    (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items),
    [locale],
  );
};

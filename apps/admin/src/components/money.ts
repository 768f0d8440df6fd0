/**
 * Money in the admin's language: amounts are piasters, shown in EGP (docs/product/README.md#money).
 */
import { useCallback } from 'react';
import { formatMoney } from '@darsak/shared';
import { useI18n } from '@darsak/ui';

export const useMoney = () => {
  const { locale } = useI18n();
  return useCallback((piasters: number) => formatMoney(piasters, locale), [locale]);
};

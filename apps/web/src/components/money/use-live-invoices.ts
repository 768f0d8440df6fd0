/** Keeps invoice lists and balances fresh while a page is open (SPEC §7 InvoiceUpdated, InvoiceDeleted). */
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@darsak/shared';
import { queryKeyOf, useRealtimeEvent } from '@darsak/client/react';

export const useLiveInvoices = () => {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(routes.listInvoices) });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(routes.invoiceStats) });
  };
  useRealtimeEvent('InvoiceUpdated', refresh);
  useRealtimeEvent('InvoiceDeleted', refresh);
};

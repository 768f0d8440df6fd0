/** The signed-in part of the web app: its catalogues, the API cache, the realtime connection, the router. */
import { BrowserRouter } from 'react-router';
import { ApiProvider, RealtimeProvider } from '@darsak/client/react';
import { PageSpinner, useCatalogue, useT } from '@darsak/ui';
import { loadMemberMessages } from '../locales/load.js';
import { AppRoutes } from './routes.js';
import { RouteErrorBoundary } from './not-found.js';

export default function MemberApp() {
  const t = useT();
  const ready = useCatalogue(loadMemberMessages);
  if (!ready) return <PageSpinner label={t('ui.loading')} />;
  return (
    <ApiProvider>
      <RealtimeProvider>
        <BrowserRouter basename="/app">
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </RealtimeProvider>
    </ApiProvider>
  );
}

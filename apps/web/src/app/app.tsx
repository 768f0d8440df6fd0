import { BrowserRouter } from 'react-router';
import type { Language } from '@darsak/shared';
import { ApiProvider, RealtimeProvider } from '@darsak/client/react';
import { LanguageRoot, ToastProvider, type Messages } from '@darsak/ui';
import { loadWebMessages } from '../locales/load.js';
import { AppRoutes } from './routes.js';
import { RouteErrorBoundary } from './not-found.js';

export const App = ({ language, messages }: { language: Language; messages: Messages }) => (
  <LanguageRoot initial={language} initialMessages={messages} loadApp={loadWebMessages}>
    <ApiProvider>
      <ToastProvider>
        <RealtimeProvider>
          <BrowserRouter basename="/app">
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </RealtimeProvider>
      </ToastProvider>
    </ApiProvider>
  </LanguageRoot>
);

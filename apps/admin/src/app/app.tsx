import { BrowserRouter } from 'react-router';
import type { Language } from '@darsak/shared';
import { ApiProvider } from '@darsak/client/react';
import { LanguageRoot, ToastProvider, type Messages } from '@darsak/ui';
import { loadAdminMessages } from '../locales/load.js';
import { AdminRoutes, RouteErrorBoundary } from './routes.js';

export const App = ({ language, messages }: { language: Language; messages: Messages }) => (
  <LanguageRoot initial={language} initialMessages={messages} loadApp={loadAdminMessages}>
    <ApiProvider>
      <ToastProvider>
        <BrowserRouter basename="/admin">
          <RouteErrorBoundary>
            <AdminRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </ToastProvider>
    </ApiProvider>
  </LanguageRoot>
);

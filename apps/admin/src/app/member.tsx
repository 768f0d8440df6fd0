/** The back-office once signed in: API cache and router. */
import { BrowserRouter } from 'react-router';
import { ApiProvider } from '@darsak/client/react';
import { AdminRoutes, RouteErrorBoundary } from './routes.js';

export default function MemberApp() {
  return (
    <ApiProvider>
      <BrowserRouter basename="/admin">
        <RouteErrorBoundary>
          <AdminRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </ApiProvider>
  );
}

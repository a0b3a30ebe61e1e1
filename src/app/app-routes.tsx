import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PageErrorBoundary } from './page-error-boundary';
import { ROUTES } from './routes';

function PageLoading() {
  return (
    <p role="status" className="py-section text-center text-muted">
      Chargement…
    </p>
  );
}

/** Every route of the table inside the layout, each page guarded; any other path is the 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <PageErrorBoundary>
                <Suspense fallback={<PageLoading />}>
                  <Page />
                </Suspense>
              </PageErrorBoundary>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

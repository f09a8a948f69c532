import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { RouterNavigation } from '../lib/router-navigation';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../lib/auth/auth-context';
import { LanguageProvider } from '../i18n/language-provider';
import { TranslatedWords } from '../i18n/translated-words';

/**
 * Renders screens at a path with the app's providers. Paths not given render a marker
 * paragraph ('Page /dashboard') so that tests can see where the app went.
 */
export function renderRoutes(path: string, screens: Record<string, ReactNode>, markers: string[] = ['/', '/dashboard', '/login', '/admin-dashboard', '/join']) {
  const routes = [
    ...Object.entries(screens).map(([route, element]) => ({ path: route, element })),
    ...markers.filter((marker) => !(marker in screens)).map((marker) => ({ path: marker, element: <p>{`Page ${marker}`}</p> })),
  ];
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  return { router, queryClient: renderRouter(router) };
}

/** Renders a router inside the app's providers (query client, auth, language, toasts), in the app's order; returns the query client. */
export function renderRouter(router: DataRouter) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LanguageProvider>
          <TranslatedWords>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </TranslatedWords>
        </LanguageProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

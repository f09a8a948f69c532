import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../lib/query-client';
import { ToastProvider } from '../../components/ui/toast';
import { AuthProvider } from '../../lib/auth/auth-context';
import ContactPage from './contact-page';

const USER = {
  id: 'u1',
  email: 'cian@example.ie',
  first_name: 'Cian',
  last_name: 'Walsh',
  role: 'primary',
  is_admin: false,
  email_verified: true,
  couple_id: 'c1',
  service_terminated: false,
};

describe('ContactPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prefills the signed-in user's name and email, links back to the dashboard and shows the contact card", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => new Response(JSON.stringify(USER), { status: 200 })),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <AuthProvider>
            <MemoryRouter>
              <ContactPage />
            </MemoryRouter>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByDisplayValue('Cian Walsh')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('cian@example.ie');
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { name: 'Contact information' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import { CustomerSupportPanel } from './customer-support-panel';

const RESULT = {
  user: {
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    email: 'aoife@example.ie',
    email_verified: true,
    first_name: 'Aoife',
    last_name: 'Murphy',
    phone_number: '+353 871234567',
    location: 'Dublin',
    industry: null,
    gender: 'Female',
    date_of_birth: '1990-05-17',
    accepted_terms: true,
    accepted_privacy_policy: true,
    opt_in_for_marketing: false,
    contact_consent: false,
    service_terminated: false,
    signup_status: 'complete',
    couple_id: 'c1',
    is_admin: false,
  },
  couple: { status: 'active' },
  subscription: null,
  paymentHistory: [{ id: 'p1', created_at: '2026-03-01T10:00:00Z', transaction_type: 'dinner_booking', amount: 1550, currency: 'eur', status: 'succeeded', provider_payment_intent_id: 'pi_123' }],
  bookingHistory: [{ id: 'b1', created_at: '2026-03-01T10:00:00Z', status: 'confirmed', dinner_id: 'd1234567-0000-4000-8000-000000000000' }],
};

const renderPanel = () => renderRoutes('/admin/customer-support', { '/admin/customer-support': <CustomerSupportPanel /> });

describe('Customer Support', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prompts before a search and keeps Search disabled while the text is blank', async () => {
    mockApi();
    renderPanel();
    expect(screen.getByText('Search for a user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Search users'), '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('searches the trimmed text on Enter and shows payments in euros', async () => {
    const queries: string[] = [];
    mockApi({
      'GET /api/payments/admin/user-lookup': (_body, url) => {
        queries.push(url.searchParams.get('query') ?? '');
        return [200, { results: [RESULT] }];
      },
    });
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), '  murphy {Enter}');
    expect(await screen.findByText('€15.50')).toBeInTheDocument();
    expect(queries).toEqual(['murphy']);
    expect(screen.getByRole('heading', { name: 'Aoife Murphy' })).toBeInTheDocument();
    expect(screen.getByText('1 user found')).toBeInTheDocument();
  });

  it("says 'No Users Found' with hints", async () => {
    mockApi({ 'GET /api/payments/admin/user-lookup': () => [200, { results: [] }] });
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Users Found')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling of the name or email.')).toBeInTheDocument();
  });

  it("shows 'Search failed: {status} - {body}' after one retry", async () => {
    const fetchMock = mockApi({ 'GET /api/payments/admin/user-lookup': () => [500, { statusCode: 500, message: 'Internal server error' }] });
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'x{Enter}');
    expect(await screen.findByText('Search failed: 500 - {"statusCode":500,"message":"Internal server error"}', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('user-lookup'))).toHaveLength(2);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { CustomerLookupResultDto } from '../../api/generated/model';
import {
  getCancelBookingForCoupleMockHandler,
  getListBookingMoveTargetsMockHandler,
  getMoveBookingToDinnerMockHandler,
  getRefundPaymentMockHandler,
  getReinstateCoupleMockHandler,
  getResendInvitationMockHandler,
  getResendMailByIdMockHandler,
  getUserLookupMockHandler,
} from '../../api/generated/support/support.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { CustomerSupportPanel } from './customer-support-panel';

const RESULT: CustomerLookupResultDto = {
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
    partner_invitation_pending: true,
    is_admin: false,
  },
  couple: { status: 'active', no_shows_last_12_months: 1 },
  subscription: null,
  paymentHistory: [
    {
      id: 'p1',
      created_at: '2026-03-01T10:00:00Z',
      transaction_type: 'dinner_booking',
      amount: 1550,
      currency: 'eur',
      status: 'succeeded',
      provider_payment_intent_id: 'pi_123',
      booking_id: 'b1',
      refunded_amount: null,
    },
  ],
  bookingHistory: [
    {
      id: 'b1',
      created_at: '2026-03-01T10:00:00Z',
      status: 'confirmed',
      dinner_id: 'd1234567-0000-4000-8000-000000000000',
      dinner_city: 'Dublin',
      dinner_date: '2026-03-14T19:30:00Z',
      dinner_time_zone: 'Europe/Dublin',
      dinner_status: 'accepting_bookings',
      attendance: 'no_show',
    },
  ],
  mails: [{ id: 'm1', subject: 'Your surprise dinner is booked', status: 'sent', created_at: '2026-03-01T10:00:05Z', sent_at: '2026-03-01T10:00:06Z' }],
};

const renderPanel = () => renderRoutes('/admin/customer-support', { '/admin/customer-support': <CustomerSupportPanel /> });

describe('Customer Support', () => {
  const server = serveApi();

  it('prompts before a search and keeps Search disabled while the text is blank', async () => {
    renderPanel();
    expect(screen.getByText('Search for a user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Search users'), '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('searches the trimmed text on Enter and shows payments in euros', async () => {
    const queries: string[] = [];
    server.use(
      getUserLookupMockHandler(({ request }) => {
        queries.push(new URL(request.url).searchParams.get('query') ?? '');
        return { results: [RESULT] };
      }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), '  murphy {Enter}');
    expect(await screen.findByText('€15.50')).toBeInTheDocument();
    expect(queries).toEqual(['murphy']);
    expect(screen.getByRole('heading', { name: 'Aoife Murphy' })).toBeInTheDocument();
    expect(screen.getByText('1 user found')).toBeInTheDocument();
    // Issue 47: the couple's standing counts its no-shows; the booking shows the evening's mark.
    expect(screen.getByText('No-shows (last 12 months)').nextElementSibling).toHaveTextContent('1');
    expect(within(screen.getByRole('region', { name: 'Booking history' })).getByText('no-show')).toBeInTheDocument();
  });

  it("says 'No Users Found' with hints", async () => {
    server.use(getUserLookupMockHandler({ results: [] }));
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Users Found')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling of the name or email.')).toBeInTheDocument();
  });

  it("shows 'Search failed: {status} - {body}' after one retry", async () => {
    let lookups = 0;
    server.use(
      onOperation(getUserLookupMockHandler, () => {
        lookups += 1;
        return refusal({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
      }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'x{Enter}');
    expect(
      await screen.findByText('Search failed: 500 - {"statusCode":500,"error":"Internal Server Error","message":"Internal server error"}', {}),
    ).toBeInTheDocument();
    expect(lookups).toBe(2);
  });

  it('names the dinner of a booking and a payment by city, date and time, not an id', async () => {
    server.use(getUserLookupMockHandler({ results: [RESULT] }));
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    expect(await screen.findAllByText('Dublin, Mar 14, 2026 19:30')).toHaveLength(2);
    expect(screen.queryByText(/dinner d1234567/)).not.toBeInTheDocument();
  });

  it('refunds part of a payment only with a reason, sends the amount in cents, and refreshes the lookup', async () => {
    const sent = recordBodies(server);
    let lookups = 0;
    server.use(
      getUserLookupMockHandler(() => {
        lookups += 1;
        return { results: [RESULT] };
      }),
      getRefundPaymentMockHandler({ payment_id: 'p1', amount_cents: 500, currency: 'eur', status: 'refunded' }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    await userEvent.click(screen.getByRole('radio', { name: 'Part of the fee' }));
    await userEvent.type(screen.getByLabelText(/Amount in Euro/), '5');
    const confirm = screen.getAllByRole('button', { name: 'Refund' }).find((button) => dialog.contains(button))!;
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Reason \(for the audit log\)/), 'Goodwill: late start');
    await userEvent.click(confirm);
    expect(await screen.findByText('€5.00 refunded')).toBeInTheDocument();
    expect(await sent('/api/admin/support/payments/p1/refund')).toEqual([{ reason: 'Goodwill: late start', amount_cents: 500 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lookups).toBeGreaterThan(1);
  });

  it('cancels a booking only once the fee policy is chosen, and shows a refusal in the dialog', async () => {
    const sent = recordBodies(server);
    server.use(
      getUserLookupMockHandler({ results: [RESULT] }),
      onOperation(getCancelBookingForCoupleMockHandler, () =>
        refusal({ statusCode: 409, error: 'Conflict', message: 'This booking is already cancelled.', code: 'DINNERS.NOT_CANCELLABLE' }),
      ),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await userEvent.type(screen.getByLabelText(/Reason \(for the audit log\)/), 'Asked by phone');
    const confirm = screen.getAllByRole('button', { name: 'Cancel booking' }).find((button) => dialog.contains(button))!;
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Refund the fee' }));
    await userEvent.click(confirm);
    expect(await screen.findByText('This booking is already cancelled.')).toBeInTheDocument();
    expect(await sent('/api/admin/support/bookings/b1/cancel')).toEqual([{ fee: 'refund', reason: 'Asked by phone' }]);
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
  });

  it('starts a support action afresh after Back: no reason, no choice kept', async () => {
    server.use(getUserLookupMockHandler({ results: [RESULT] }));
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Keep the fee' }));
    await userEvent.type(screen.getByLabelText(/Reason \(for the audit log\)/), 'Asked by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('radio', { name: 'Keep the fee' })).not.toBeChecked();
    expect(screen.getByLabelText(/Reason \(for the audit log\)/)).toHaveValue('');
  });

  it('moves a booking only to a dinner the server says it can move to, chosen by name and time', async () => {
    const sent = recordBodies(server);
    const asked: string[] = [];
    server.use(
      getUserLookupMockHandler({ results: [RESULT] }),
      getListBookingMoveTargetsMockHandler(({ request }) => {
        asked.push(new URL(request.url).pathname);
        return {
          dinners: [
            {
              id: 'd2000000-0000-4000-8000-000000000000',
              city: 'Dublin',
              event_date: '2026-03-21T20:00:00Z',
              time_zone: 'Europe/Dublin',
              booked_couples: 3,
              capacity: 20,
            },
          ],
        };
      }),
      getMoveBookingToDinnerMockHandler({
        booking_id: 'b1',
        from_dinner_id: 'd1234567-0000-4000-8000-000000000000',
        to_dinner_id: 'd2000000-0000-4000-8000-000000000000',
      }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const target = screen.getByLabelText('Another dinner in Dublin');
    await screen.findByRole('option', { name: 'Dublin, Mar 21, 2026 20:00 (3/20 couples)' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a dinner', 'Dublin, Mar 21, 2026 20:00 (3/20 couples)']);
    await userEvent.selectOptions(target, 'd2000000-0000-4000-8000-000000000000');
    await userEvent.type(screen.getByLabelText(/Reason \(for the audit log\)/), 'Away that weekend');
    const dialog = screen.getByRole('dialog', { name: 'Move to another dinner?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
    expect(await sent('/api/admin/support/bookings/b1/move')).toEqual([{ dinner_id: 'd2000000-0000-4000-8000-000000000000', reason: 'Away that weekend' }]);
    expect(asked[0]).toBe('/api/admin/support/bookings/b1/move-targets');
  });

  it('resends a mail of the person after a reason', async () => {
    const sent = recordBodies(server);
    server.use(
      getUserLookupMockHandler({ results: [RESULT] }),
      getResendMailByIdMockHandler({
        id: 'm2',
        subject: 'Your surprise dinner is booked',
        status: 'pending',
        created_at: '2026-03-02T10:00:00Z',
        sent_at: null,
      }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this mail again?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Deleted by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Mail queued again')).toBeInTheDocument();
    expect(await sent('/api/admin/support/mails/m1/resend')).toEqual([{ reason: 'Deleted by mistake' }]);
  });

  it('reinstates a terminated couple after a reason, and offers it to terminated couples only', async () => {
    const sent = recordBodies(server);
    let lookups = 0;
    server.use(
      getUserLookupMockHandler(() => {
        lookups += 1;
        return { results: [{ ...RESULT, user: { ...RESULT.user, service_terminated: true } }] };
      }),
      getReinstateCoupleMockHandler(),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    expect(await screen.findByText('Service Terminated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    const dialog = screen.getByRole('dialog', { name: 'Reinstate this couple?' });
    expect(dialog).toHaveTextContent("Aoife Murphy's couple may book dinners again, with a clean record of late cancellations.");
    const confirm = within(dialog).getByRole('button', { name: 'Reinstate' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason \(for the audit log\)/), 'Cancelled for a family emergency');
    await userEvent.click(confirm);
    expect(await screen.findByText('Couple reinstated')).toBeInTheDocument();
    expect(await sent('/api/admin/support/couples/c1/reinstate')).toEqual([{ reason: 'Cancelled for a family emergency' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lookups).toBeGreaterThan(1);
  });

  it('offers no Resend invitation once the partner joined, and shows a terminated couple as such everywhere', async () => {
    server.use(
      getUserLookupMockHandler({
        results: [
          {
            ...RESULT,
            user: { ...RESULT.user, partner_invitation_pending: false, service_terminated: true },
            couple: { status: 'service_terminated', no_shows_last_12_months: 0 },
          },
        ],
      }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
    expect(screen.getByText('Service Terminated')).toBeInTheDocument();
    expect(screen.getByText('Couple status').nextElementSibling).toHaveTextContent('service terminated');
  });

  it('shows a payment refunded in part as partly refunded, and offers to refund the rest', async () => {
    const partial = { ...RESULT.paymentHistory[0], amount: 1500, status: 'partially_refunded', refunded_amount: 500 };
    server.use(getUserLookupMockHandler({ results: [{ ...RESULT, paymentHistory: [partial] }] }));
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    expect(await screen.findByText('partially refunded')).toBeInTheDocument();
    expect(screen.getByText('€15.00 (€5.00 refunded)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(within(dialog).getByText('All that is left (€10.00)')).toBeInTheDocument();
  });

  it('refunds part of a payment in its own currency: a yen payment in whole yen, named by its currency (issue 49)', async () => {
    const sent = recordBodies(server);
    const yen = { ...RESULT.paymentHistory[0], amount: 1500, currency: 'jpy' };
    server.use(
      getUserLookupMockHandler({ results: [{ ...RESULT, paymentHistory: [yen] }] }),
      getRefundPaymentMockHandler({ payment_id: 'p1', amount_cents: 500, currency: 'jpy', status: 'refunded' }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund this payment?' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Part of the fee' }));
    await userEvent.type(dialog.getByLabelText('Amount in Japanese Yen (at most JP¥1,500)'), '500');
    await userEvent.type(dialog.getByLabelText(/Reason \(for the audit log\)/), 'Goodwill');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await sent('/api/admin/support/payments/p1/refund')).toEqual([{ reason: 'Goodwill', amount_cents: 500 }]);
  });

  it('shows no Reinstate for a couple in good standing', async () => {
    server.use(getUserLookupMockHandler({ results: [RESULT] }));
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    expect(await screen.findByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reinstate' })).not.toBeInTheDocument();
  });

  const NO_INVITATION = 'This couple has no partner invitation to resend: the partner has no email yet, or has already joined.';

  it("resends the partner invitation after a reason, naming the partner's address; a refusal stays in the dialog", async () => {
    const sent = recordBodies(server);
    let refused = true;
    server.use(
      getUserLookupMockHandler({ results: [RESULT] }),
      onOperation(getResendInvitationMockHandler, () => {
        if (!refused) return HttpResponse.json({ partner_email: 'cian@example.ie' });
        refused = false;
        return refusal({ statusCode: 409, error: 'Conflict', message: NO_INVITATION, code: 'IDENTITY.NO_INVITATION_TO_RESEND' });
      }),
    );
    renderPanel();
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend the partner invitation?' });
    expect(dialog).toHaveTextContent(
      "The partner invitation of Aoife Murphy's couple is sent again, with a fresh link valid 7 days, to the address the couple gave.",
    );
    const confirm = within(dialog).getByRole('button', { name: 'Resend invitation' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Invitation went to spam');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_INVITATION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    expect(screen.getByText('To cian@example.ie.')).toBeInTheDocument();
    const userId = RESULT.user.id;
    expect(await sent(`/api/admin/support/users/${userId}/resend-invitation`)).toEqual([
      { reason: 'Invitation went to spam' },
      { reason: 'Invitation went to spam' },
    ]);
  });

  it('speaks French to an admin who reads it: the record, its statuses, dates and money, a refund and its toast', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getUserLookupMockHandler({ results: [RESULT] }),
      getRefundPaymentMockHandler({ payment_id: 'p1', amount_cents: 500, currency: 'eur', status: 'refunded' }),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Support client' })).toBeInTheDocument();
    expect(screen.getByText('Rechercher un utilisateur')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Rechercher des utilisateurs'), 'murphy');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('1 utilisateur trouvé')).toBeInTheDocument();
    expect(screen.getByText('État de l’inscription').nextElementSibling).toHaveTextContent('terminée');
    expect(screen.getByText('E-mail vérifié').nextElementSibling).toHaveTextContent('Oui');
    expect(screen.getByText('Statut du couple').nextElementSibling).toHaveTextContent('actif');
    expect(screen.getByText('Absences (12 derniers mois)').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Aucun abonnement')).toBeInTheDocument();
    const payments = within(screen.getByRole('region', { name: 'Historique des paiements' }));
    expect(payments.getByText('15,50 €')).toBeInTheDocument();
    expect(payments.getByText('payé')).toBeInTheDocument();
    expect(payments.getByText('1 mars 2026, 10:00')).toBeInTheDocument();
    const bookings = within(screen.getByRole('region', { name: 'Historique des réservations' }));
    expect(bookings.getByText('Dublin, 14 mars 2026, 19:30')).toBeInTheDocument();
    expect(bookings.getByText('confirmée')).toBeInTheDocument();
    expect(bookings.getByText('absent')).toBeInTheDocument();
    expect(bookings.getByText('réservée le 1 mars 2026, 10:00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'E-mails' })).getByText('envoyé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer l’invitation' })).toBeInTheDocument();
    await userEvent.click(payments.getByRole('button', { name: 'Rembourser' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rembourser ce paiement ?' }));
    expect(
      dialog.getByText(
        'Le paiement de 15,50 € pour Dublin, 14 mars 2026, 19:30 est reversé, en tout ou en partie, sur la carte via le prestataire de paiement, et le couple est prévenu par e-mail. La réservation reste telle quelle : annulez-la à part si le couple ne vient pas.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Tout le paiement' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Une partie des frais' }));
    await userEvent.type(dialog.getByLabelText(/^Montant en euro \(au plus 15,50 €\)/), '20');
    expect(dialog.getByText('Saisissez un montant entre 0,01 € et 15,50 €.')).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText(/^Montant en euro/));
    await userEvent.type(dialog.getByLabelText(/^Montant en euro/), '5');
    await userEvent.type(dialog.getByLabelText(/^Motif \(pour le journal d’audit\)/), 'Geste commercial');
    expect(dialog.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText('Remboursement de 5,00 € effectué')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import {
  getCreateBookingMockHandler,
  getCreateBookingResponseMock,
  getGetDinnerMockHandler,
  getGetMyBookingsMockHandler,
  getGetStandbyPlaceMockHandler,
  getJoinStandbyMockHandler,
  getLeaveStandbyMockHandler,
} from '../../api/generated/dinners/dinners.msw';
import type { DinnerDto, StandbyPlaceDto } from '../../api/generated/model';
import {
  getCheckPaymentIntentMockHandler,
  getConfirmTestModePaymentMockHandler,
  getCreatePaymentIntentMockHandler,
  getGetPaymentConfigMockHandler,
} from '../../api/generated/payments/payments.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import BookPage from './book-page';

// Stripe Elements stands in as a card form whose confirmation succeeds in the browser.
vi.mock('./stripe-card-form', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  const FakeStripeCardForm = forwardRef(function FakeStripeCardForm(_props: object, ref) {
    useImperativeHandle(ref, () => ({ confirm: async () => null }));
    return <p>Stripe card form</p>;
  });
  return { default: FakeStripeCardForm, StripeCardForm: FakeStripeCardForm };
});

const DINNER: DinnerDto = {
  id: 'd1',
  dinner_id: 'd1',
  city: 'Dublin',
  country: 'Ireland',
  event_date: '2026-12-04T19:30:00.000Z',
  time_zone: 'Europe/Dublin',
  booking_deadline: '2026-12-02T19:30:00.000Z',
  capacity: 20,
  booked_couples: 3,
  available_spots: 17,
  logistics_fee: 15,
  currency: 'EUR',
  logistics_fee_cents: 1500,
  frequency: 'weekly',
  status: 'accepting_bookings',
  is_active: true,
  booking_window: { state: 'open', hours_left: 60 },
  reveal_timing: 'day_before',
};
const server = serveApi();

/** GET /api/dinners/d1 answered with `dinner` (the page asks for the dinner of its path). */
const dinnerD1 = (dinner: DinnerDto) =>
  getGetDinnerMockHandler(({ params }) => {
    expect(params.dinnerId).toBe('d1');
    return dinner;
  });

/** Aoife signed in, dinner d1 open, test-mode payments, no bookings yet; `handlers` come first. */
const bookApi = (...handlers: HttpHandler[]) =>
  server.use(
    ...handlers,
    getGetMeMockHandler(AOIFE),
    dinnerD1(DINNER),
    getGetPaymentConfigMockHandler({ provider: 'test-mode', publishableKey: null }),
    getGetMyBookingsMockHandler({ bookings: [], late_cancellations_in_a_row: 0 }),
    getCreatePaymentIntentMockHandler({
      clientSecret: 'pi_1_secret',
      paymentIntentId: 'pi_1',
      amount: 1500,
      currency: 'eur',
      bookingId: 'b1',
      provider: 'test-mode',
    }),
  );

/** Types a card with an expiry far ahead and a 3-digit CVC. */
async function typeCard(cardNumber: string, expiry = '1234', cvc = '123') {
  await userEvent.type(await screen.findByLabelText('Credit or debit card'), cardNumber);
  await userEvent.type(screen.getByLabelText('Expiry'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), cvc);
}

const renderBook = () => renderRoutes('/book/d1', { '/book/:dinnerId': <BookPage /> }).router;

describe('/book/{dinnerId}', () => {
  it('shows the dinner, the fee in euro and the test-mode card form', async () => {
    bookApi();
    renderBook();
    expect(await screen.findByRole('heading', { name: 'Confirm Your Booking' })).toBeInTheDocument();
    expect(screen.getByText('Dinner in Dublin')).toBeInTheDocument();
    expect(screen.getByText('Logistics Fee')).toBeInTheDocument();
    expect(screen.getByText('€15.00')).toBeInTheDocument();
    expect(screen.getByText('Payment Details')).toBeInTheDocument();
    expect(screen.getByLabelText('Credit or debit card')).toBeInTheDocument();
    expect(screen.getByText(/no real card is charged/)).toBeInTheDocument();
  });

  it("shows a Paris dinner at 19:30 Paris time to a browser elsewhere (the tests' browser is in Dublin)", async () => {
    bookApi(dinnerD1({ ...DINNER, city: 'Paris', country: 'France', event_date: '2026-12-04T18:30:00.000Z', time_zone: 'Europe/Paris' }));
    renderBook();
    expect(await screen.findByText('Friday 4 December 2026 at 19:30 (Paris time)')).toBeInTheDocument();
  });

  it('says the restaurant is revealed 24 hours before the dinner', async () => {
    bookApi();
    renderBook();
    expect(await screen.findByText('The restaurant and your fellow diners are revealed 24 hours before the dinner.')).toBeInTheDocument();
  });

  it('says a short-notice dinner is revealed right after bookings close, not 24 hours before (issue 51)', async () => {
    bookApi(dinnerD1({ ...DINNER, booking_deadline: '2026-12-04T17:00:00.000Z', reveal_timing: 'after_close' }));
    renderBook();
    expect(
      await screen.findByText(
        'The restaurant and your fellow diners are revealed as soon as your table is set, right after bookings close on Fri, 4 Dec, 17:00.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/24 hours before/)).not.toBeInTheDocument();
  });

  it('pays, shows the success toast and goes to the dashboard', async () => {
    const sent = recordBodies(server);
    bookApi(getConfirmTestModePaymentMockHandler({ status: 'succeeded', paymentIntentId: 'pi_1', bookingId: 'b1' }));
    const router = renderBook();
    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now (€15.00)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Booking Confirmed!');
    expect(screen.getByRole('status')).toHaveTextContent('Your payment was successful and your spot is reserved.');
    expect(await sent('/api/payments/create-intent')).toEqual([{ amount: 15, coupleId: 'c1', dinnerId: 'd1' }]);
    expect(await sent('/api/payments/test-mode/confirm')).toEqual([
      { paymentIntentId: 'pi_1', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    ]);
  });

  it('checks the card as Stripe test mode does before holding a spot: a past expiry, a short CVC, a mistyped number', async () => {
    const sent = recordBodies(server);
    bookApi();
    renderBook();
    await typeCard('4242424242424241', '0120', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now (€15.00)' }));
    expect(screen.getByLabelText('Credit or debit card')).toHaveAccessibleDescription('Your card number is incomplete or invalid.');
    expect(screen.getByLabelText('Expiry')).toHaveAccessibleDescription("Your card's expiry date is incomplete or in the past.");
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(await sent('/api/payments/create-intent')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Expiry'), '{Backspace>7}1234');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 34');
    expect(screen.getByLabelText('Expiry')).not.toHaveAccessibleDescription();
  });

  it("shows the provider's decline inline and stays", async () => {
    bookApi(
      onOperation(getConfirmTestModePaymentMockHandler, () =>
        refusal({ statusCode: 400, message: 'Your card was declined.', error: 'Bad Request', code: 'PAYMENTS.CARD_DECLINED' }),
      ),
    );
    renderBook();
    await typeCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now (€15.00)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay Now (€15.00)' })).toBeEnabled();
  });

  it('shows a create-intent error inline', async () => {
    bookApi(
      onOperation(getCreatePaymentIntentMockHandler, () =>
        refusal({ statusCode: 409, message: 'Sorry, this dinner is fully booked.', error: 'Conflict', code: 'DINNERS.FULL' }),
      ),
    );
    renderBook();
    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now (€15.00)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this dinner is fully booked.');
  });

  it('disables paying when the deadline has passed', async () => {
    bookApi(dinnerD1({ ...DINNER, booking_window: { state: 'expired', hours_left: 0 } }));
    renderBook();
    expect(await screen.findByRole('button', { name: 'Pay Now (€15.00)' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This dinner is no longer accepting bookings.');
  });

  it('offers the standby list where the dinner is full: join (free), see the place, leave', async () => {
    let standbyCalls = 0;
    /** The standby place of dinner d1, counted. */
    const standbyOfD1 =
      (place: StandbyPlaceDto) =>
      ({ params }: { params: Record<string, unknown> }) => {
        expect(params.dinnerId).toBe('d1');
        standbyCalls += 1;
        return place;
      };
    bookApi(
      dinnerD1({ ...DINNER, available_spots: 0 }),
      getGetStandbyPlaceMockHandler(standbyOfD1({ status: null, position: null })),
      getJoinStandbyMockHandler(standbyOfD1({ status: 'waiting', position: 2 })),
      getLeaveStandbyMockHandler(standbyOfD1({ status: null, position: null })),
    );
    renderBook();
    expect(await screen.findByRole('alert')).toHaveTextContent('This dinner is fully booked.');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the standby list' }));
    expect(await screen.findByText(/You're on the standby list: number 2\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the standby list' }));
    expect(await screen.findByRole('button', { name: 'Join the standby list' })).toBeInTheDocument();
    expect(standbyCalls).toBeGreaterThanOrEqual(3);
  });

  it('asks an unverified couple to verify before paying', async () => {
    bookApi(getGetMeMockHandler({ ...AOIFE, email_verified: false }));
    renderBook();
    expect(await screen.findByRole('button', { name: 'Pay Now (€15.00)' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify your email address before booking a dinner.');
  });

  it("books a dinner without a fee with POST /api/user/bookings and its own toast, not the payment's", async () => {
    const sent = recordBodies(server);
    bookApi(
      dinnerD1({ ...DINNER, logistics_fee: 0, logistics_fee_cents: 0 }),
      getCreateBookingMockHandler(getCreateBookingResponseMock({ message: 'Booking Confirmed' })),
    );
    const router = renderBook();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now (€0.00)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Booking Confirmed');
    expect(screen.getByRole('status')).not.toHaveTextContent('payment');
    expect(await sent('/api/user/bookings')).toEqual([{ dinner_id: 'd1' }]);
    expect(await sent('/api/payments/create-intent')).toEqual([]);
  });

  it("shows 'Booking Failed' when a dinner without a fee cannot be booked", async () => {
    bookApi(
      dinnerD1({ ...DINNER, logistics_fee: 0, logistics_fee_cents: 0 }),
      onOperation(getCreateBookingMockHandler, () =>
        refusal({ statusCode: 409, message: 'Sorry, this dinner is fully booked.', error: 'Conflict', code: 'DINNERS.FULL' }),
      ),
    );
    renderBook();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now (€0.00)' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Booking Failed');
    expect(toast).toHaveTextContent('Sorry, this dinner is fully booked.');
  });

  it('believes the server, not Stripe.js: a payment the server refunded is not a confirmed booking', async () => {
    const refundMessage = 'Your reservation was cancelled before the payment arrived, so no spot was booked. Your payment has been refunded.';
    bookApi(
      getGetPaymentConfigMockHandler({ provider: 'stripe', publishableKey: 'pk_test_1' }),
      getCheckPaymentIntentMockHandler({ status: 'refunded', bookingId: 'b1', refundMessage }),
    );
    const router = renderBook();
    await screen.findByText('Stripe card form');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now (€15.00)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refundMessage);
    expect(router.state.location.pathname).toBe('/book/d1');
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
  });

  it('confirms a Stripe payment once the server has checked it with Stripe', async () => {
    const sent = recordBodies(server);
    bookApi(
      getGetPaymentConfigMockHandler({ provider: 'stripe', publishableKey: 'pk_test_1' }),
      getCheckPaymentIntentMockHandler({ status: 'succeeded', bookingId: 'b1', refundMessage: null }),
    );
    const router = renderBook();
    await screen.findByText('Stripe card form');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now (€15.00)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Booking Confirmed!');
    expect(await sent('/api/payments/check-intent')).toEqual([{ paymentIntentId: 'pi_1' }]);
  });

  it('sends a missing dinner back to the dashboard', async () => {
    bookApi(
      onOperation(getGetDinnerMockHandler, ({ params }) => {
        expect(params.dinnerId).toBe('d1');
        return refusal({ statusCode: 404, message: 'Dinner not found', error: 'Not Found' });
      }),
    );
    const router = renderBook();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dinner details');
  });
});

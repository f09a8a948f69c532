import fc from 'fast-check';
import { db } from '../dinners/dinner-fixtures';
import { ModelCouple, ModelDinner, pick } from './dinner-model';
import { accepted, defineStep, StepKind } from './step';
import { PASSWORD, World } from './world';

const CARD = { expiry: '12 / 34', cvc: '123' };
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

type CoupleAct = (world: World, dinner: ModelDinner, couple: ModelCouple) => Promise<void>;

/** A step of one couple of one dinner, chosen by two drawn numbers (dinner, couple). */
function coupleStep(name: string, act: CoupleAct): StepKind {
  return defineStep(name, [fc.nat(3), fc.nat(19)], async (model, world, [d, c]: number[]) => {
    const dinner = pick(model.dinners, d)!;
    const couple = pick(dinner.couples, c);
    if (couple && !couple.deleted) await act(world, dinner, couple);
  });
}

async function pay(world: World, dinner: ModelDinner, couple: ModelCouple, cardNumber: string): Promise<void> {
  const intent = await world.app
    .http()
    .post('/api/payments/create-intent')
    .set('Cookie', couple.cookie)
    .send({ dinnerId: dinner.dinnerId, coupleId: couple.coupleId, amount: dinner.feeCents / 100 });
  if (!accepted(intent, 'create-intent')) return;
  if (intent.body.bookingId !== couple.bookingId) {
    if (couple.bookingId)
      couple.formerBookings.push({ bookingId: couple.bookingId, keptCents: couple.keptCents, partialRefundCents: couple.partialRefundCents });
    couple.bookingId = intent.body.bookingId;
    couple.paidCents = 0;
    couple.keptCents = null;
    couple.partialRefundCents = 0;
    couple.endReasons = [];
    couple.removedAt = null;
  }
  const confirmed = await world.app
    .http()
    .post('/api/payments/test-mode/confirm')
    .set('Cookie', couple.cookie)
    .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber, ...CARD });
  if (accepted(confirmed, 'test-mode confirm') && cardNumber === GOOD_CARD) couple.paidCents = dinner.feeCents;
}

export const book = coupleStep('bookAndPay', (world, dinner, couple) => pay(world, dinner, couple, GOOD_CARD));
export const failToPay = coupleStep('failToPay', (world, dinner, couple) => pay(world, dinner, couple, DECLINED_CARD));

export const cancel = coupleStep('cancel', async (world, _dinner, couple) => {
  if (!couple.bookingId) return;
  const response = await world.app.http().put(`/api/user/bookings/${couple.bookingId}/cancel`).set('Cookie', couple.cookie);
  if (!accepted(response, 'cancel') || couple.keptCents !== null) return;
  couple.keptCents = couple.paidCents > 0 ? Math.round(response.body.fee_kept * 100) : 0;
  couple.endReasons.push('couple_cancelled');
});

export const joinStandby = coupleStep('joinStandby', async (world, dinner, couple) => {
  accepted(await world.app.http().post(`/api/user/dinners/${dinner.dinnerId}/standby`).set('Cookie', couple.cookie), 'join standby');
});

export const deleteAccount = coupleStep('deleteAccount', async (world, _dinner, couple) => {
  const response = await world.app.http().post('/api/user/account/delete').set('Cookie', couple.cookie).send({ password: PASSWORD });
  if (!accepted(response, 'delete account')) return;
  couple.deleted = true;
  couple.endReasons.push('account_deleted');
});

/** "See you again" for the first tablemate the couple's past dinner shows. */
export const seeYouAgain = coupleStep('seeYouAgain', async (world, dinner, couple) => {
  const others = await world.app.http().get(`/api/user/dinner/${dinner.dinnerId}/other-couples`).set('Cookie', couple.cookie);
  if (!accepted(others, 'other couples')) return;
  const list: { user_id: string }[] = others.body.otherCouples;
  const userId = list.find((other) => other.user_id)?.user_id;
  if (!userId) return;
  accepted(
    await world.app.http().post(`/api/user/dinner/${dinner.dinnerId}/see-you-again`).set('Cookie', couple.cookie).send({ user_id: userId }),
    'see you again',
  );
});

/** The payment of the couple's booking, when it paid. */
export async function paymentOf(world: World, couple: ModelCouple): Promise<string | null> {
  if (!couple.bookingId) return null;
  const [row] = await db(world.app).query("SELECT id FROM payments WHERE booking_id = $1 AND status IN ('succeeded', 'refund_pending', 'refunded') LIMIT 1", [
    couple.bookingId,
  ]);
  return row?.id ?? null;
}

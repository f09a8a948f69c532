import fc from 'fast-check';
import { db } from '../dinners/dinner-fixtures';
import { DinnerModel, ModelDinner, pick } from './dinner-model';
import { paymentOf } from './couple-steps';
import { accepted, defineStep, StepKind } from './step';
import { AdminGroup, coupleIds, dinnerRow, HOUR, matches, now, World } from './world';

const REASON = 'Asked by phone (model test).';

type DinnerAct = (world: World, dinner: ModelDinner, n: number[]) => Promise<void>;

/** An admin's step on one dinner; `n` are further drawn numbers (a couple, a group, a choice). */
function dinnerStep(name: string, act: DinnerAct): StepKind {
  return defineStep(name, [fc.nat(3), fc.nat(19), fc.nat(19), fc.nat(19)], async (model, world, [d, ...n]: number[]) => {
    await act(world, pick(model.dinners, d)!, n);
  });
}

const admin = (world: World) => ({
  post: (path: string, body: object = {}) => world.app.http().post(path).set('Cookie', world.adminCookie).send(body),
  put: (path: string, body: object = {}) => world.app.http().put(path).set('Cookie', world.adminCookie).send(body),
});

export const supportCancel = dinnerStep('supportCancel', async (world, dinner, [c, fee]) => {
  const couple = pick(dinner.couples, c)!;
  if (!couple.bookingId) return;
  const response = await admin(world).post(`/api/admin/support/bookings/${couple.bookingId}/cancel`, { fee: fee % 2 ? 'keep' : 'refund', reason: REASON });
  if (!accepted(response, 'support cancel') || couple.keptCents !== null) return;
  couple.keptCents = couple.paidCents > 0 ? response.body.fee_kept_cents : 0;
  couple.endReasons.push('support_cancelled');
});

export const supportRefund = dinnerStep('supportRefund', async (world, dinner, [c]) => {
  const couple = pick(dinner.couples, c)!;
  const paymentId = await paymentOf(world, couple);
  if (!paymentId) return;
  if (!accepted(await admin(world).post(`/api/admin/support/payments/${paymentId}/refund`, { amount_cents: 500, reason: REASON }), 'support refund')) return;
  // Support may give back part of a fee the couple's cancellation kept (goodwill): that much less is kept.
  if (couple.keptCents !== null) couple.keptCents -= 500;
  else couple.partialRefundCents += 500;
});

/** Support moves a couple's booking to another dinner of the life (its payment goes with it). */
export const supportMove = defineStep('supportMove', [fc.nat(3), fc.nat(3), fc.nat(19)], async (model, world, [d, to, c]: number[]) => {
  const from = pick(model.dinners, d)!;
  const target = pick(model.dinners, to)!;
  const couple = pick(from.couples, c);
  if (from === target || !couple?.bookingId || couple.deleted) return;
  const response = await admin(world).post(`/api/admin/support/bookings/${couple.bookingId}/move`, { dinner_id: target.dinnerId, reason: REASON });
  if (!accepted(response, 'support move')) return;
  couple.bookingId = response.body.booking_id;
  from.couples.splice(from.couples.indexOf(couple), 1);
  target.couples.push(couple);
});

export const runMatching = dinnerStep('runMatching', async (world, dinner, [close, force]) => {
  const query = `close_bookings=${close % 2 === 1}&force=${force % 2 === 1}`;
  accepted(await admin(world).post(`/api/admin/matching/run/${dinner.dinnerId}?${query}`), 'run matching');
});

async function group(world: World, dinner: ModelDinner, g: number): Promise<AdminGroup | undefined> {
  return pick(await matches(world, dinner.dinnerId), g);
}
const groupsPath = (dinner: ModelDinner, what: string) => `/api/admin/dinners/${dinner.dinnerId}/groups/${what}`;

export const moveCouple = dinnerStep('moveCouple', async (world, dinner, [g, c, to]) => {
  const groups = await matches(world, dinner.dinnerId);
  const from = pick(groups, g);
  const target = pick(groups, to);
  const coupleId = from && pick(coupleIds(from), c);
  if (!from || !target || !coupleId || from === target) return;
  accepted(
    await admin(world).post(groupsPath(dinner, 'move-couple'), {
      coupleId,
      fromGroupId: from.group_id,
      toGroupId: target.group_id,
      override: true,
      confirm_changes: true,
    }),
    'move couple',
  );
});

export const removeCouple = dinnerStep('removeCouple', async (world, dinner, [g, c]) => {
  const from = await group(world, dinner, g);
  const coupleId = from && pick(coupleIds(from), c);
  if (!from || !coupleId) return;
  const response = await admin(world).post(groupsPath(dinner, 'remove-couple'), { coupleId, groupId: from.group_id, override: true, confirm_changes: true });
  const removed = dinner.couples.find((couple) => couple.coupleId === coupleId);
  if (!accepted(response, 'remove couple') || !removed) return;
  removed.endReasons.push('removed_from_group');
  removed.removedAt = now(world);
});

/** Adds a paid couple no group holds to a group. */
export const addCouple = dinnerStep('addCouple', async (world, dinner, [g, c]) => {
  const groups = await matches(world, dinner.dinnerId);
  const seated = new Set(groups.flatMap(coupleIds));
  const to = pick(groups, g);
  const couple = pick(
    dinner.couples.filter((candidate) => candidate.bookingId && !seated.has(candidate.coupleId)),
    c,
  );
  if (!to || !couple) return;
  const response = await admin(world).post(groupsPath(dinner, 'add-couple'), {
    coupleId: couple.coupleId,
    groupId: to.group_id,
    override: true,
    confirm_changes: true,
  });
  if (accepted(response, 'add couple')) {
    const reason = couple.endReasons.lastIndexOf('removed_from_group');
    if (reason >= 0) couple.endReasons.splice(reason, 1);
    couple.removedAt = null;
  }
});

/** The couples seated at a restaurant, read before a change to it (its consequences may move them at once). */
async function seatedAt(model: DinnerModel, world: World, restaurantId: string): Promise<string[]> {
  const seated: string[] = [];
  for (const dinner of model.dinners)
    seated.push(...(await matches(world, dinner.dinnerId)).filter((group) => group.restaurant_id === restaurantId).flatMap(coupleIds));
  return seated;
}

/** The couples seated at a restaurant lose their table (it declined, or it was deactivated): they may lose their dinner. */
function tableLost(model: DinnerModel, seated: string[]): void {
  for (const dinner of model.dinners) for (const couple of dinner.couples) if (seated.includes(couple.coupleId)) couple.endReasons.push('table_lost');
}

/** Sets a group's restaurant (one of the life's, or none) and lets the table be the first free one. */
export const assignRestaurant = dinnerStep('assignRestaurant', async (world, dinner, [g, r]) => {
  const target = await group(world, dinner, g);
  if (!target) return;
  const restaurantId = r % 4 === 3 ? null : world.restaurantIds[r % 4];
  if (
    !accepted(
      await admin(world).put(`/api/admin/dinner-matches/${target.group_id}`, { restaurant_id: restaurantId, confirm_changes: true }),
      'assign restaurant',
    )
  )
    return;
  if (restaurantId === null) return;
  for (const couple of dinner.couples)
    if (coupleIds(target).includes(couple.coupleId)) couple.endReasons = couple.endReasons.filter((reason) => reason !== 'table_lost');
});

/** A new time: 1 to 6 hours later or earlier, the deadline kept. */
export const reschedule = dinnerStep('reschedule', async (world, dinner, [hours, later]) => {
  const row = await dinnerRow(world, dinner.dinnerId);
  const shift = ((hours % 6) + 1) * HOUR * (later % 2 ? 1 : -1);
  const body = {
    city: 'Dublin',
    country: 'Ireland',
    event_date: new Date(row.event_date.getTime() + shift).toISOString(),
    booking_deadline: row.booking_deadline.toISOString(),
    capacity: 20,
    logistics_fee: dinner.feeCents / 100,
    confirm_changes: true,
  };
  accepted(await admin(world).put(`/api/admin/dinner-events/${dinner.dinnerId}`, body), 'reschedule');
});

export const cancelDinner = dinnerStep('cancelDinner', async (world, dinner) => {
  if (accepted(await admin(world).post(`/api/admin/dinner-events/${dinner.dinnerId}/cancel`), 'cancel dinner')) dinner.cancelledByAdmin = true;
});

/** An admin edits one of the life's restaurants: renamed and moved, its party size changed, or deactivated. */
export const editRestaurant = defineStep(
  'editRestaurant',
  [fc.nat(2), fc.constantFrom('rename', 'party', 'deactivate')],
  async (model, world, [r, change]: [number, string]) => {
    const id = world.restaurantIds[r];
    const [row] = await db(world.app).query('SELECT * FROM restaurants WHERE id = $1', [id]);
    const body = {
      name: change === 'rename' ? `${row.name} New` : row.name,
      address: change === 'rename' ? `2 ${row.name} Quay` : row.address,
      city: row.city,
      country: row.country,
      phone: row.phone,
      website: row.website,
      email: row.email,
      description: row.description,
      cuisine_types: row.cuisine_types,
      price_range: row.price_range,
      dietary_accommodations: row.dietary_accommodations?.length ? row.dietary_accommodations : ['Vegetarian'],
      dining_vibe_tags: row.dining_vibe_tags,
      avg_rating: Number(row.avg_rating),
      max_party_size: change === 'party' ? 6 : row.max_party_size,
      tables_per_night: row.tables_per_night,
      is_active: change !== 'deactivate',
    };
    const seated = await seatedAt(model, world, id);
    if (!accepted(await admin(world).put(`/api/restaurants/${id}`, body), 'edit restaurant') || change !== 'deactivate') return;
    tableLost(model, seated);
    for (const dinner of model.dinners) if ((await dinnerRow(world, dinner.dinnerId)).event_date.getTime() <= now(world)) dinner.deactivatedAfterStart.push(id);
  },
);

/** The restaurant answers its latest reservation mail, through the mail's link. */
export const restaurantAnswers = defineStep(
  'restaurantAnswers',
  [fc.nat(2), fc.constantFrom('confirm', 'decline')],
  async (model, world, [r, answer]: [number, string]) => {
    const [mail] = await db(world.app).query(
      'SELECT text FROM mail_outbox WHERE recipient = (SELECT email FROM restaurants WHERE id = $1) ORDER BY created_at DESC, id DESC LIMIT 1',
      [world.restaurantIds[r]],
    );
    const token = mail && /restaurant-reservation\?token=([^\s"<>)]+)/.exec(mail.text)?.[1];
    if (!token) return;
    const seated = await seatedAt(model, world, world.restaurantIds[r]);
    const response = await world.app
      .http()
      .post('/api/restaurant-reservations/answer')
      .send({ token: decodeURIComponent(token), answer, reason: answer === 'decline' ? 'Kitchen closed that night.' : null });
    if (accepted(response, 'reservation answer') && answer === 'decline') tableLost(model, seated);
  },
);

export { paymentOf };

import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config';
import { derivedKey } from '../../../../platform/config/derived-key';
import { ReservationErrors } from '../../domain/restaurant-reservation';

/** A restaurant may answer until a day after the dinner: a late "confirmed" still tells the admins something. */
const VALID_AFTER_DINNER_MS = 24 * 60 * 60 * 1000;

/**
 * The signed link a restaurant answers a reservation with, without an account: the
 * reservation, the revision it was sent for and its expiry, signed with a key derived from
 * the session secret (HMAC-SHA256), so nobody can forge one or change what it names.
 */
@Injectable()
export class ReservationLinks {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = derivedKey(config, 'reservation-links', 'restaurant-reservation-links');
  }

  token(reservationId: string, revision: number, eventDate: Date): string {
    const payload = `${reservationId}.${revision}.${Math.floor((eventDate.getTime() + VALID_AFTER_DINNER_MS) / 1000)}`;
    return `${payload}.${this.sign(payload)}`;
  }

  url(token: string): string {
    return `${this.config.get('publicUrl')}/restaurant-reservation?token=${encodeURIComponent(token)}`;
  }

  /** The reservation and revision a token names; refuses a forged or expired one. */
  verify(token: string, now: Date): { reservationId: string; revision: number } {
    const parts = token.split('.');
    if (parts.length !== 4) throw ReservationErrors.invalidLink();
    const [reservationId, revision, expires, signature] = parts;
    const expected = Buffer.from(this.sign(`${reservationId}.${revision}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw ReservationErrors.invalidLink();
    if (Number(expires) * 1000 < now.getTime()) throw ReservationErrors.expired();
    return { reservationId, revision: Number(revision) };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

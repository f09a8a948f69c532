import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { SessionUser } from './session-user';

/**
 * Keeps only the user id in the PostgreSQL session. The guards load the caller afresh on each
 * request, so deserializing gives the id back unchanged and depends on no app instance
 * (passport's serializers are process-wide).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: SessionUser, done: (error: unknown, id: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (error: unknown, user: SessionUser) => void): void {
    done(null, { id });
  }
}

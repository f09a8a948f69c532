import type { Request } from 'express';
import type { SessionData } from 'express-session';
import { CallerFacts } from '../../domain/caller';
import { callerReadWithSession, keepCallerWith, moveCallerToRequest } from './session-caller';

const FACTS: CallerFacts = { id: 'user-1', coupleId: 'couple-1', email: 'aoife@example.ie', role: 'primary', isAdmin: false, emailVerified: true };
const stored = (): SessionData => ({ cookie: { originalMaxAge: 1000 }, passport: { user: 'user-1' } }) as SessionData;

describe('the caller read with a session', () => {
  it('goes from the stored session to its request, for the user the session names', () => {
    const request = {} as Request;
    moveCallerToRequest(keepCallerWith(stored(), FACTS), request);
    expect(callerReadWithSession(request, 'user-1')).toEqual(FACTS);
  });

  it('is not the caller once the session names someone else (a sign-in within the request)', () => {
    const request = {} as Request;
    moveCallerToRequest(keepCallerWith(stored(), FACTS), request);
    expect(callerReadWithSession(request, 'user-2')).toBeUndefined();
    expect(callerReadWithSession(request, undefined)).toBeUndefined();
  });

  it('is never saved with the session, nor copied into it as a key', () => {
    const session = keepCallerWith(stored(), FACTS);
    expect(JSON.parse(JSON.stringify(session))).toEqual(JSON.parse(JSON.stringify(stored())));
    expect(Object.keys(session)).toEqual(['cookie', 'passport']);
  });

  it('is absent for a session whose user is gone', () => {
    const request = {} as Request;
    moveCallerToRequest(keepCallerWith(stored(), null), request);
    expect(callerReadWithSession(request, 'user-1')).toBeUndefined();
  });
});

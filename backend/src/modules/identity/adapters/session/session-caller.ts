import type { Request } from 'express';
import type { SessionData } from 'express-session';
import { CallerFacts } from '../../domain/caller';

/** A symbol key: express-session copies a stored session's own enumerable keys and saves them as JSON, and sees neither. */
const CALLER = Symbol('sessionCaller');

type WithCaller = { [CALLER]?: CallerFacts };

/** The session store read the signed-in user's caller columns with the session itself (one statement for both). */
export function keepCallerWith(session: SessionData, facts: CallerFacts | null): SessionData {
  if (facts) (session as SessionData & WithCaller)[CALLER] = facts;
  return session;
}

/** Moves the caller read with a stored session onto the request the session is made for. */
export function moveCallerToRequest(session: SessionData, request: Request): void {
  const facts = (session as SessionData & WithCaller)[CALLER];
  if (facts) (request as Request & WithCaller)[CALLER] = facts;
}

/**
 * The caller read with this request's session, when it is the user the session names now
 * (a sign-in within the request may have replaced it): the guards need no statement of their own.
 */
export function callerReadWithSession(request: Request, userId: string | undefined): CallerFacts | undefined {
  const facts = (request as Request & WithCaller)[CALLER];
  return facts && userId !== undefined && facts.id === userId ? facts : undefined;
}

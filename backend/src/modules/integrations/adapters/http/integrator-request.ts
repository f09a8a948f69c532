import type { Request } from 'express';
import type { Caller } from '../../../identity';
import type { KeyCaller } from '../../application/api-key-authentication';

/** The scopes a route accepts, set by `@AdminOrApiKey` and read by its guard. */
export const KEY_SCOPES = 'tablemates:key-scopes';

/** A request on an integrator route: an admin's (`user`) or a key's (`apiKey`). */
export type IntegratorRequest = Request & { user?: Caller; apiKey?: KeyCaller };

import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

/** Carries the request id through everything a request triggers, for the logs. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

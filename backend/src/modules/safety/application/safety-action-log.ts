import { Injectable } from '@nestjs/common';
import { EventLog } from '../../../platform/events/event-log';
import { SAFETY_ACTION_TAKEN_EVENT, SafetyActionTaken } from '../domain/safety-events';
import { NewSafetyAction, SafetyAction, SafetyRecords } from './safety-records';

/**
 * Records an action on a couple and its event in the caller's unit of work: the mail to the
 * couple concerned is the `safety.mails` subscriber's, never the use case's.
 */
@Injectable()
export class SafetyActionLog {
  constructor(
    private readonly records: SafetyRecords,
    private readonly events: EventLog,
  ) {}

  async record(action: NewSafetyAction): Promise<SafetyAction> {
    const recorded = await this.records.addAction(action);
    await this.events.append<SafetyActionTaken>({
      type: SAFETY_ACTION_TAKEN_EVENT,
      aggregateType: 'couple',
      aggregateId: action.coupleId,
      payload: {
        actionId: recorded.id,
        reportId: action.reportId,
        coupleId: action.coupleId,
        action: action.action,
        reason: action.reason,
        suspendedUntil: action.suspendedUntil?.toISOString() ?? null,
      },
      actor: action.adminId ? { type: 'admin', id: action.adminId } : { type: 'system', id: null },
    });
    return recorded;
  }
}

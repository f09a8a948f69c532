/** DECISIONS.md: the second consecutive late cancellation terminates the service. */
export const LATE_CANCELLATIONS_BEFORE_TERMINATION = 2;

export interface CancellationRecord {
  consecutiveLateCancellations: number;
  serviceTerminated: boolean;
}

export function afterLateCancellation(record: CancellationRecord): CancellationRecord {
  const consecutiveLateCancellations = record.consecutiveLateCancellations + 1;
  return {
    consecutiveLateCancellations,
    serviceTerminated: record.serviceTerminated || consecutiveLateCancellations >= LATE_CANCELLATIONS_BEFORE_TERMINATION,
  };
}

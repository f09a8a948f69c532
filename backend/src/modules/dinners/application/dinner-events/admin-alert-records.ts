/** Port: the alerts the admins were sent, one per dinner and threshold. */
export abstract class AdminAlertRecords {
  /** Records the alert in the caller's unit of work; false when it was recorded before (it is not sent twice). */
  abstract claim(dinnerId: string, hoursBefore: number, now: Date): Promise<boolean>;
}

export { SafetyModule } from './safety.module';
/** For other modules' rules (e.g. no-shows): whether a couple is suspended, and suspending one until a date with a reason. */
export { CoupleSuspensions } from './application/couple-suspensions';
export type { SuspensionOrder } from './application/couple-suspensions';
export { REPORT_CATEGORIES, REPORT_CATEGORY_LABELS } from './domain/safety-policy';
export type { ReportCategory } from './domain/safety-policy';

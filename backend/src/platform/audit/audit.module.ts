import { Global, Module } from '@nestjs/common';
import { AdminAuditLog } from './admin-audit-log';

/** The admin audit trail, available to every module. */
@Global()
@Module({ providers: [AdminAuditLog], exports: [AdminAuditLog] })
export class AuditModule {}

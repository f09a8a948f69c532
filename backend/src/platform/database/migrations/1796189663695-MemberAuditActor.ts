import { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberAuditActor1796189663695 implements MigrationInterface {
  name = 'MemberAuditActor1796189663695';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_audit_log" ADD "actor_kind" character varying(10) NOT NULL DEFAULT 'admin'`);
    // The contact grants written before this column were the members' own choices, not an admin's.
    await queryRunner.query(`UPDATE "admin_audit_log" SET "actor_kind" = 'member' WHERE "action" IN ('contact_share_granted', 'contact_share_withdrawn')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_audit_log" DROP COLUMN "actor_kind"`);
  }
}

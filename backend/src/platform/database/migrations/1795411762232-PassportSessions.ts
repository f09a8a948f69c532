import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions keep their user under passport's key now: signed-in people stay signed in. */
export class PassportSessions1795411762232 implements MigrationInterface {
  name = 'PassportSessions1795411762232';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "sessions" SET "sess" = ("sess" - 'userId') || jsonb_build_object('passport', jsonb_build_object('user', "sess"->'userId')) WHERE "sess" ? 'userId'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "sessions" SET "sess" = ("sess" - 'passport') || jsonb_build_object('userId', "sess"->'passport'->'user') WHERE "sess" ? 'passport'`,
    );
  }
}

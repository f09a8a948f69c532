import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { PersonalDataHolder, PersonalDataHolders } from './personal-data';
import { PurgeData } from './purge-data';

class CountingHolder extends PersonalDataHolder {
  exportFor = () => Promise.resolve({});
  erase = () => Promise.resolve();
  override purgeUsers = jest.fn(() => Promise.resolve({ deletedUsers: 2 }));
  override purgeBookings = jest.fn(() => Promise.resolve({ deletedBookings: 1, deletedReviews: 1 }));
}

/** Runs the work as it is: these tests have no database. */
const noTransaction: UnitOfWork = { run: (work) => work(), afterCommit: (work) => work(), all: (reads) => Promise.all(reads.map((read) => read())) as never };

function purgeData(env: Record<string, string>) {
  const holders = new PersonalDataHolders();
  const holder = new CountingHolder();
  holders.add(holder);
  const audit = { record: jest.fn(() => Promise.resolve()) } as unknown as AdminAuditLog;
  const config = AppConfig.fromEnvironment({ NODE_ENV: 'test', ...env });
  return { purge: new PurgeData(holders, audit, config, noTransaction), holder };
}

describe('PurgeData', () => {
  it('is refused in production unless ALLOW_PURGE=true', async () => {
    const production = { isProduction: true, get: () => false } as unknown as AppConfig;
    const holders = new PersonalDataHolders();
    const purge = new PurgeData(holders, {} as AdminAuditLog, production, noTransaction);
    await expect(purge.users('admin')).rejects.toMatchObject({ code: 'IDENTITY.PURGE_NOT_ALLOWED' });
    await expect(purge.bookings('admin')).rejects.toMatchObject({ code: 'IDENTITY.PURGE_NOT_ALLOWED' });
  });

  it('adds up what every module purged, with zeros for the rest', async () => {
    const { purge, holder } = purgeData({ ALLOW_PURGE: 'true' });
    expect(await purge.users('admin')).toEqual({ deletedUsers: 2, deletedProfiles: 0, deletedCouples: 0, deletedBookings: 0, deletedReviews: 0 });
    expect(await purge.bookings('admin')).toEqual({ deletedBookings: 1, deletedReviews: 1 });
    expect(holder.purgeUsers).toHaveBeenCalledTimes(1);
  });
});

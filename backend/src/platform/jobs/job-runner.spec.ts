import { DataSource } from 'typeorm';
import { SettableClock } from '../clock/clock';
import { JobRunner } from './job-runner';

describe('JobRunner without a database', () => {
  it('hands a failed claim to its caller only, raising no unhandled rejection that would stop the process', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const down = { transaction: () => Promise.reject(new Error('database is down')) } as unknown as DataSource;
      const runner = new JobRunner(down, new SettableClock(new Date()));
      await expect(runner.run('test.down', async () => undefined)).rejects.toThrow('database is down');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

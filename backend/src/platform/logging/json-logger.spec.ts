import { JsonLogger } from './json-logger';
import { requestContext } from './request-context';

describe('JsonLogger', () => {
  it('writes one JSON line per entry with the request id of the current request', () => {
    const lines: string[] = [];
    const logger = new JsonLogger('info', (line) => lines.push(line));
    requestContext.run({ requestId: 'req-1' }, () => logger.log({ msg: 'hello', extra: 1 }, 'Test'));
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: 'info', context: 'Test', requestId: 'req-1', msg: 'hello', extra: 1 });
  });

  it('drops entries below the configured level', () => {
    const lines: string[] = [];
    const logger = new JsonLogger('warn', (line) => lines.push(line));
    logger.log('ignored');
    logger.debug('ignored');
    logger.error('kept', 'stack trace', 'Ctx');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', msg: 'kept', context: 'Ctx', trace: 'stack trace' });
  });
});

import { alertAfterRun } from './job-alerts';

const runs = (text: string) => text.split('').map((mark) => (mark === 'F' ? 'failed' : 'succeeded') as 'failed' | 'succeeded');

describe('alertAfterRun (newest run first)', () => {
  it.each([
    ['the first failure', 'FS', null],
    ['the second failure in a row', 'FFS', null],
    ['the third failure in a row', 'FFFS', 'failing'],
    ['the third failure of a brand-new job', 'FFF', 'failing'],
    ['the fourth failure in a row: already told', 'FFFFS', null],
    ['the hundredth failure in a row', 'F'.repeat(100), null],
    ['a success after three failures', 'SFFF', 'recovered'],
    ['a success after many failures', `S${'F'.repeat(40)}`, 'recovered'],
    ['a success after two failures: nobody was told', 'SFFS', null],
    ['a success after a success', 'SS', null],
    ['a failure after a recovery starts a new count', 'FSFFF', null],
  ])('%s', (_case, history, expected) => {
    expect(alertAfterRun(runs(history))).toBe(expected);
  });
});

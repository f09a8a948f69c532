import { ENGLISH_WORDING } from '../../i18n/use-t';
import { partOfDay } from './greeting';

describe('the dashboard greeting', () => {
  it.each([
    [5, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
    [0, 'Good evening'],
    [4, 'Good evening'],
  ])('at %i h says %s', (hour, greeting) => {
    expect(ENGLISH_WORDING.t('dashboard.greeting', { partOfDay: partOfDay(hour), name: 'Anna' })).toBe(`${greeting}, Anna!`);
  });
});

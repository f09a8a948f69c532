import { dateTimeFormat } from './date-time-formats';

describe('dateTimeFormat', () => {
  it('formats as a new Intl.DateTimeFormat would', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' };
    const at = new Date('2026-12-04T18:30:00Z');
    expect(dateTimeFormat('fr-FR', options).format(at)).toBe(new Intl.DateTimeFormat('fr-FR', options).format(at));
  });

  it('makes one format per locale and options', () => {
    const options = { dateStyle: 'full', timeZone: 'Europe/Dublin' } as const;
    expect(dateTimeFormat('en-IE', { ...options })).toBe(dateTimeFormat('en-IE', { ...options }));
    expect(dateTimeFormat('en-IE', options)).not.toBe(dateTimeFormat('fr-FR', options));
    expect(dateTimeFormat('en-IE', options)).not.toBe(dateTimeFormat('en-IE', { ...options, timeZone: 'Europe/Paris' }));
  });
});

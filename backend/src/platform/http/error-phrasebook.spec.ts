import { Translator } from '../../kernel/translator';
import { DinnerErrors } from '../../modules/dinners/domain/dinner-errors';
import { ERROR_CODES } from './error-codes.generated';
import { ErrorPhrasebook } from './error-phrasebook';
import en from './messages/en.json';

describe('ErrorPhrasebook', () => {
  const phrasebook = new ErrorPhrasebook();

  it('keys every phrase by an error code the API has (or HTTP and FIELDS for answers without one)', () => {
    const codes = new Set<string>(ERROR_CODES);
    const unknown = Object.keys(en).filter((key) => !/^(HTTP|FIELDS)\./.test(key) && !codes.has(key) && !codes.has(key.split('.').slice(0, 2).join('.')));
    expect(unknown).toEqual([]);
  });

  it("knows the dinners module's refusals a couple meets, as the module words them today", () => {
    const refusals = [
      DinnerErrors.full(),
      DinnerErrors.deadlinePassed(),
      DinnerErrors.alreadyBooked(),
      DinnerErrors.notInYourCity('Paris', 'Dublin'),
      DinnerErrors.emailNotVerified(),
      DinnerErrors.suspended(new Date('2026-12-24T00:00:00Z'), 'Two reports.'),
      DinnerErrors.serviceTerminated(),
      DinnerErrors.notCancellable('cancelled'),
      DinnerErrors.notCancellable('expired'),
      DinnerErrors.reviewNotOpenYet(),
      DinnerErrors.alreadyReviewed(),
    ];
    const untranslated = refusals.filter((error) => phrasebook.translate('fr', error.code, error.message) === error.message).map((error) => error.message);
    expect(untranslated).toEqual([]);
  });

  it('fills the French phrase with the values of the English message', () => {
    const error = DinnerErrors.suspended(new Date('2026-12-24T00:00:00Z'), 'Two reports.');
    expect(phrasebook.translate('fr', error.code, error.message)).toBe(
      "Votre couple est suspendu jusqu'au 2026-12-24 et ne peut pas réserver de dîner d'ici là. Motif : Two reports.",
    );
  });

  it('writes each English phrase as its text reads, apostrophes included (ICU quoting)', () => {
    const english = new Translator<keyof typeof en>({ en, fr: en }).in('en');
    const misquoted = (Object.keys(en) as (keyof typeof en)[]).filter((key) => {
      const names = [...en[key].matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const written = english(key, Object.fromEntries(names.map((name) => [name, `<${name}>`])));
      return written !== en[key].replace(/\{(\w+)\}/g, '<$1>').replace(/''/g, "'");
    });
    expect(misquoted).toEqual([]);
  });

  it('leaves English untouched', () => {
    expect(phrasebook.translate('en', 'DINNERS.FULL', 'Sorry, this dinner is fully booked.')).toBe('Sorry, this dinner is fully booked.');
  });
});

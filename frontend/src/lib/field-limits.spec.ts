import { FIELD_LIMITS } from './field-limits';

describe('FIELD_LIMITS', () => {
  it("are the server's limits from openapi.yaml", () => {
    expect(FIELD_LIMITS).toEqual({
      name: 100,
      email: 320,
      genderOther: 100,
      otherDietaryRestrictions: 500,
      password: 200,
      passwordMin: 8,
      contactName: { minLength: 2, maxLength: 100 },
      contactSubject: { minLength: 2, maxLength: 200 },
      contactMessage: { minLength: 10, maxLength: 5000 },
      review: 2000,
      restaurantFeedback: 2000,
    });
  });
});

import { logisticsFeeProblem } from './logistics-fee-rules';

describe('logisticsFeeProblem', () => {
  it("takes a fee within the cap with the currency's decimals", () => {
    expect(logisticsFeeProblem(17.5, 'EUR')).toBeNull();
    expect(logisticsFeeProblem(1000, 'GBP')).toBeNull();
    expect(logisticsFeeProblem(2000, 'JPY')).toBeNull();
  });

  it("words a Dublin dinner's refusals as the admin-side spec does", () => {
    expect(logisticsFeeProblem(1000.01, 'EUR')).toBe('The logistics fee cannot exceed €1000.');
    expect(logisticsFeeProblem(12.345, 'eur')).toBe('The logistics fee must be an amount in euro with at most 2 decimals.');
  });

  it("states another city's currency, not the euro", () => {
    expect(logisticsFeeProblem(1500, 'GBP')).toBe('The logistics fee cannot exceed £1000.');
    expect(logisticsFeeProblem(12.345, 'GBP')).toBe('The logistics fee must be an amount in GBP with at most 2 decimals.');
  });

  it("follows a currency's own decimals and scale (yen have none)", () => {
    expect(logisticsFeeProblem(1500.5, 'JPY')).toBe('The logistics fee must be a whole amount in JPY.');
    // Irish English writes the yen JP¥.
    expect(logisticsFeeProblem(100_001, 'JPY')).toBe('The logistics fee cannot exceed JP¥100000.');
  });
});

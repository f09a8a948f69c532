import { InvalidMatchingParameterError, MATCHING_PARAMETERS, resolveMatchingSettings } from './matching-parameters';

describe('matching config parameters', () => {
  it('documents every parameter with a data type and a description, under a unique name', () => {
    const names = MATCHING_PARAMETERS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of MATCHING_PARAMETERS) {
      expect(['string', 'integer', 'decimal', 'boolean']).toContain(p.dataType);
      expect(p.description.length).toBeGreaterThan(10);
      expect(p.name.length).toBeLessThanOrEqual(255);
      expect(p.description.length).toBeLessThanOrEqual(1000);
    }
  });

  it('uses the defaults: groups of 2 to 4 couples, 3 preferred', () => {
    const settings = resolveMatchingSettings();
    expect([settings.minGroupSize, settings.targetGroupSize, settings.maxGroupSize]).toEqual([2, 3, 4]);
    expect(settings.aiMatchingEnabled).toBe(true);
  });

  it('lets an active stored parameter override its default and ignores inactive ones', () => {
    const settings = resolveMatchingSettings([
      { name: 'max_group_size', value: '5', dataType: 'integer' },
      { name: 'weight_cuisine', value: '99', dataType: 'decimal', isActive: false },
      { name: 'ai_matching_enabled', value: 'no', dataType: 'boolean' },
    ]);
    expect(settings.maxGroupSize).toBe(5);
    expect(settings.weights.cuisine).toBe(14);
    expect(settings.aiMatchingEnabled).toBe(false);
  });

  it('refuses values of the wrong type or out of range, naming the parameter', () => {
    expect(() => resolveMatchingSettings([{ name: 'min_group_size', value: 'two', dataType: 'integer' }])).toThrow(InvalidMatchingParameterError);
    expect(() => resolveMatchingSettings([{ name: 'min_group_size', value: '1', dataType: 'integer' }])).toThrow(/min_group_size/);
    expect(() => resolveMatchingSettings([{ name: 'target_group_size', value: '6', dataType: 'integer' }])).toThrow(/target_group_size/);
  });
});

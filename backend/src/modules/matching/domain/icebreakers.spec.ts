import { checkIcebreakers, CoupleTraits, drawFromDeck, GENERAL_STARTERS, InvalidIcebreakersError, sharedTraits } from './icebreakers';

const traits = (over: Partial<CoupleTraits> = {}): CoupleTraits => ({
  cuisines: [],
  travelDestinations: [],
  interests: [],
  diningVibes: [],
  lifeStage: null,
  ...over,
});

describe('shared traits', () => {
  it('keeps what two couples or more share, the most widely shared first', () => {
    const shared = sharedTraits([
      traits({ cuisines: ['Thai', 'Italian'], travelDestinations: ['Japan'], lifeStage: 'Navigating parenthood' }),
      traits({ cuisines: ['Thai'], travelDestinations: ['japan '], lifeStage: 'Navigating parenthood' }),
      traits({ cuisines: ['Thai', 'Italian'], interests: ['Gaming'] }),
    ]);
    expect(shared).toEqual([
      { kind: 'cuisine', value: 'Thai', couples: 3 },
      { kind: 'travel', value: 'Japan', couples: 2 },
      { kind: 'cuisine', value: 'Italian', couples: 2 },
      { kind: 'life_stage', value: 'Navigating parenthood', couples: 2 },
    ]);
  });

  it('does not count "Open to all amazing couples!" as a shared stage of life, nor a value twice for one couple', () => {
    expect(
      sharedTraits([traits({ lifeStage: 'Open to all amazing couples!', cuisines: ['Thai', 'Thai'] }), traits({ lifeStage: 'Open to all amazing couples!' })]),
    ).toEqual([]);
  });
});

describe('the curated deck', () => {
  const group = [
    traits({
      cuisines: ['Thai', 'Italian'],
      travelDestinations: ['Japan'],
      interests: ['Outdoor adventures'],
      diningVibes: ['Relaxed & Casual'],
      lifeStage: 'Navigating parenthood',
    }),
    traits({
      cuisines: ['Thai', 'Italian'],
      travelDestinations: ['Japan'],
      interests: ['Outdoor adventures'],
      diningVibes: ['Relaxed & Casual'],
      lifeStage: 'Navigating parenthood',
    }),
  ];

  it('draws one starter per kind of shared trait, then a general one: five at most', () => {
    const drawn = drawFromDeck('group-1', group);
    expect(drawn).toHaveLength(5);
    expect(drawn[0]).toBe('What is the best outdoor adventure you have had together, and what is next on the list?');
    expect(drawn[1]).toMatch(/Japan/);
    expect(drawn[2]).toMatch(/Thai|Italian/);
    expect(drawn[3]).toBe('What is one thing about family life nobody warned you about?');
    expect(GENERAL_STARTERS).toContain(drawn[4]);
  });

  it('is deterministic for a group and varies between groups', () => {
    expect(drawFromDeck('group-1', group)).toEqual(drawFromDeck('group-1', group));
    const draws = new Set(Array.from({ length: 20 }, (_, n) => drawFromDeck(`group-${n}`, group).join('|')));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('fills a table that shares nothing with three general starters', () => {
    const drawn = drawFromDeck('group-2', [traits({ cuisines: ['Thai'] }), traits({ cuisines: ['Greek'] })]);
    expect(drawn).toHaveLength(3);
    expect(drawn.every((starter) => (GENERAL_STARTERS as readonly string[]).includes(starter))).toBe(true);
    expect(new Set(drawn).size).toBe(3);
  });

  it('always answers 3 to 5 distinct starters that pass its own check', () => {
    for (let n = 0; n < 50; n++) {
      const drawn = drawFromDeck(`g${n}`, n % 2 ? group : [traits({ cuisines: ['Thai'] }), traits({ cuisines: ['Thai'] })]);
      expect(checkIcebreakers(drawn)).toEqual(drawn);
    }
  });
});

describe("checking a model's starters", () => {
  const good = ['What is your favourite Thai dish?', 'Who has been to Japan, and what should we see?', 'How did you two meet?'];

  it('accepts 3 to 5 sentences, trimmed', () => {
    expect(checkIcebreakers([...good.slice(0, 2), `  ${good[2]}  `])).toEqual(good);
  });

  it.each([
    ['not a list', { icebreakers: good }, /no icebreakers list/],
    ['too few', good.slice(0, 2), /2 icebreakers \(allowed 3-5\)/],
    ['too many', [...good, 'One more question here?', 'And another one here?', 'A sixth question here?'], /6 icebreakers/],
    ['not text', [...good.slice(0, 2), 42], /icebreaker 3 is not text/],
    ['too short', [...good.slice(0, 2), 'Hi?'], /icebreaker 3 has 3 characters/],
    ['too long', [...good.slice(0, 2), 'x'.repeat(201)], /has 201 characters/],
    ['a control character', [...good.slice(0, 2), 'What is your\u0000 favourite?'], /control character/],
    ['a lone surrogate', [...good.slice(0, 2), 'What is your \ud800 favourite?'], /control character or broken text/],
    ['a repeat', [...good.slice(0, 2), good[0].toUpperCase()], /repeat themselves/],
  ])('refuses %s', (_, items, reason) => {
    expect(() => checkIcebreakers(items)).toThrow(InvalidIcebreakersError);
    expect(() => checkIcebreakers(items)).toThrow(reason);
  });

  it('accepts emoji (surrogate pairs)', () => {
    expect(checkIcebreakers([...good.slice(0, 2), 'Which dish makes you smile? 😀'])).toHaveLength(3);
  });
});

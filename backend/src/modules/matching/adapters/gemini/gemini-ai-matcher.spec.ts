import { AiTimeoutParameters, geminiStandIn, modelSays } from '../../../../../test/matching/gemini-stand-in';
import { couple, restaurant } from '../../../../../test/matching/matching-arbitraries';
import { SettableClock } from '../../../../platform/clock/clock';
import { NoAiMatcher } from '../../application/ai-matcher';
import { MatchingEngine } from '../../application/matching-engine';
import { GeminiAiMatcher } from './gemini-ai-matcher';

const standIn = geminiStandIn();

const people = [
  { dateOfBirth: '1990-05-01', gender: 'Female' },
  { dateOfBirth: '1989-03-10', gender: 'Male' },
];
const couples = Array.from({ length: 6 }, (_, i) => couple(`secret-couple-${i + 1}`, { people }));
const engine = (parameters = new AiTimeoutParameters()) =>
  new MatchingEngine(
    parameters,
    new GeminiAiMatcher({ apiKey: 'test-key', model: 'gemini-2.5-flash', baseUrl: standIn.baseUrl }),
    new SettableClock(new Date('2026-11-20T12:00:00Z')),
  );
const run = (e = engine()) => e.run({ couples, restaurants: [restaurant('r1')], seed: 7, onDate: new Date('2026-11-27T00:00:00Z'), useAi: true });
const validAnswer = {
  groups: [
    { couples: ['C1', 'C2', 'C3'], reasoning: 'All three love Italian food and relaxed evenings.' },
    { couples: ['C4', 'C5', 'C6'], reasoning: 'Shared taste for Thai food and cultural outings.' },
  ],
  reasoning: 'Grouped by shared cuisines.',
};

describe('Gemini AI matching', () => {
  it('sends anonymised profiles with a JSON schema and uses a valid answer, recording the reasoning', async () => {
    standIn.answer = modelSays(validAnswer);
    const outcome = await run();
    expect(outcome.algorithm).toBe('gemini_ai');
    expect(outcome.aiFallbackReason).toBeNull();
    expect(outcome.aiReasoning).toBe('Grouped by shared cuisines.');
    expect(outcome.groups.map((g) => [g.coupleIds, g.algorithm, g.reasoning, g.restaurantId])).toEqual([
      [['secret-couple-1', 'secret-couple-2', 'secret-couple-3'], 'gemini_ai', 'All three love Italian food and relaxed evenings.', 'r1'],
      [['secret-couple-4', 'secret-couple-5', 'secret-couple-6'], 'gemini_ai', 'Shared taste for Thai food and cultural outings.', 'r1'],
    ]);

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.url).toContain('models/gemini-2.5-flash:generateContent');
    expect(request.apiKey).toBe('test-key');
    expect(request.body.generationConfig).toMatchObject({ responseMimeType: 'application/json', responseJsonSchema: { required: ['groups', 'reasoning'] } });
    const sent = JSON.stringify(request.body);
    expect(sent).not.toContain('secret-couple');
    expect(sent).not.toContain('1990-05-01');
    const prompt = (request.body.contents as { parts: { text: string }[] }[])[0].parts[0].text;
    expect(prompt).toContain('"ref":"C1","city":"Dublin","ages":[36,37]');
  });

  it.each([
    [
      'a couple placed twice',
      {
        groups: [
          { couples: ['C1', 'C2'], reasoning: '' },
          { couples: ['C2', 'C3'], reasoning: '' },
        ],
        reasoning: '',
      },
      /placed more than once/,
    ],
    [
      'a group above the maximum size',
      { groups: [{ couples: ['C1', 'C2', 'C3', 'C4', 'C5'], reasoning: '' }], reasoning: '' },
      /has 5 couples \(allowed 2-4\)/,
    ],
    ['an unknown couple', { groups: [{ couples: ['C1', 'C99'], reasoning: '' }], reasoning: '' }, /unknown couple C99/],
    ['no JSON', 'Here are my groups: C1 with C2', /not JSON/],
  ])('falls back to rules-based matching on %s, saying so', async (_, reply, reason) => {
    standIn.answer = modelSays(reply);
    const outcome = await run();
    expect(outcome.algorithm).toBe('rules_based');
    expect(outcome.aiFallbackReason).toMatch(reason);
    expect(outcome.aiFallbackReason).toMatch(/rules-based matching used/);
    expect(outcome.groups.length).toBeGreaterThan(0);
    expect(outcome.groups.every((g) => g.algorithm === 'rules_based')).toBe(true);
  });

  it('falls back when the answer breaks a hard constraint', async () => {
    standIn.answer = modelSays(validAnswer);
    const older = [
      { dateOfBirth: '1950-01-01', gender: 'Female' },
      { dateOfBirth: '1950-01-01', gender: 'Male' },
    ];
    const picky = [...couples.slice(0, 5), couple('secret-couple-6', { people: older, socialAgePreference: 'Around our age' })];
    const outcome = await engine().run({ couples: picky, restaurants: [restaurant('r1')], seed: 7, onDate: new Date('2026-11-27T00:00:00Z'), useAi: true });
    expect(outcome.algorithm).toBe('rules_based');
    expect(outcome.aiFallbackReason).toMatch(/break a hard constraint \(age_preference\)/);
  });

  it('falls back on an API error', async () => {
    standIn.answer = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 500, message: 'internal', status: 'INTERNAL' } }));
    };
    const outcome = await run();
    expect(outcome.algorithm).toBe('rules_based');
    expect(outcome.aiFallbackReason).toMatch(/^AI matching failed/);
  });

  it('falls back when the model does not answer in time', async () => {
    // The model never answers: only the time limit can end this run.
    standIn.answer = (res) => standIn.hold(res);
    const outcome = await run(engine(new AiTimeoutParameters(100)));
    expect(outcome.algorithm).toBe('rules_based');
    expect(outcome.aiFallbackReason).toMatch(/^AI matching failed/);
  });

  it('matches by rules without a word of fallback when no AI is configured', async () => {
    const outcome = await new MatchingEngine(new AiTimeoutParameters(), new NoAiMatcher(), new SettableClock()).run({
      couples,
      restaurants: [restaurant('r1')],
      seed: 7,
      useAi: true,
    });
    expect(outcome.algorithm).toBe('rules_based');
    expect(outcome.aiFallbackReason).toBeNull();
    expect(standIn.requests).toHaveLength(0);
  });
});

import { AiTimeoutParameters, geminiStandIn, modelSays } from '../../../../../test/matching/gemini-stand-in';
import { DinnerGroupStore, StoredGroup } from '../../application/dinner-group-store';
import { GroupIcebreakers } from '../../application/group-icebreakers';
import { GroupTraits } from '../../application/group-traits';
import { IcebreakerWriter, NoIcebreakerWriter } from '../../application/icebreaker-writer';
import { CoupleTraits, drawFromDeck, Icebreakers } from '../../domain/icebreakers';
import { GeminiIcebreakerWriter } from './gemini-icebreaker-writer';

const standIn = geminiStandIn();

const couples: CoupleTraits[] = [
  {
    cuisines: ['Thai', 'Italian'],
    travelDestinations: ['Japan'],
    interests: ['Outdoor adventures'],
    diningVibes: ['Relaxed & Casual'],
    lifeStage: 'Navigating parenthood',
  },
  { cuisines: ['Thai'], travelDestinations: ['Japan'], interests: ['Gaming'], diningVibes: ['Relaxed & Casual'], lifeStage: 'Navigating parenthood' },
  { cuisines: ['Greek'], travelDestinations: [], interests: ['Outdoor adventures'], diningVibes: [], lifeStage: null },
];

class Traits extends GroupTraits {
  byCouple(): Promise<Map<string, CoupleTraits>> {
    return Promise.resolve(new Map(couples.map((couple, index) => [`secret-couple-${index + 1}`, couple])));
  }
}

/** One group in memory, with the store's first-write-wins rule. */
class OneGroup {
  icebreakers: Icebreakers | null = null;
  readonly group = {
    id: 'group-secret-id',
    participants: ['secret-couple-1', 'secret-couple-2', 'secret-couple-3'].map((coupleId) => ({
      coupleId,
      bookingId: null,
      participationStatus: 'confirmed',
    })),
  };

  asStore(): DinnerGroupStore {
    return {
      findGroup: () => Promise.resolve({ ...this.group, icebreakers: this.icebreakers } as unknown as StoredGroup),
      setIcebreakersOnce: (_: string, written: Icebreakers) => Promise.resolve((this.icebreakers ??= written)),
    } as unknown as DinnerGroupStore;
  }
}

const starters = [
  'Where did you have the best Thai meal of your lives?',
  'Who has been to Japan, and what should the others see?',
  'What is your favourite outdoor adventure so far?',
  'How did you two meet?',
];

describe('icebreakers at the reveal', () => {
  let group: OneGroup;
  beforeEach(() => (group = new OneGroup()));
  const gemini = () => new GeminiIcebreakerWriter({ apiKey: 'test-key', model: 'gemini-2.5-flash', baseUrl: standIn.baseUrl });
  const service = (writer: IcebreakerWriter = gemini(), parameters = new AiTimeoutParameters()) =>
    new GroupIcebreakers(group.asStore(), new Traits(), writer, parameters);

  it('asks Gemini with the shared traits only (no names, emails or ids) and a JSON schema, and keeps its checked answer', async () => {
    standIn.answer = modelSays({ icebreakers: [...starters.slice(0, 3), `  ${starters[3]} `] });
    expect(await service().ensure('group-secret-id')).toEqual({ items: starters, source: 'gemini_ai' });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.url).toContain('models/gemini-2.5-flash:generateContent');
    expect(request.body.generationConfig).toMatchObject({ responseMimeType: 'application/json', responseJsonSchema: { required: ['icebreakers'] } });
    const sent = JSON.stringify(request.body);
    expect(sent).not.toMatch(/secret|@|group-/);
    const prompt = (request.body.contents as { parts: { text: string }[] }[])[0].parts[0].text;
    expect(prompt).toContain('{"kind":"cuisine","value":"Thai","couples":2}');
    expect(prompt).toContain('{"kind":"travel","value":"Japan","couples":2}');
  });

  it('writes them once: a second reveal of the group reads the stored ones', async () => {
    standIn.answer = modelSays({ icebreakers: starters });
    await service().ensure('group-secret-id');
    standIn.answer = modelSays({ icebreakers: [...starters].reverse() });
    expect((await service().ensure('group-secret-id'))?.items).toEqual(starters);
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([
    ['too few starters', { icebreakers: starters.slice(0, 2) }],
    ['too many starters', { icebreakers: [...starters, 'One more question for you?', 'And yet another question?'] }],
    ['no list', { starters }],
    ['a control character', { icebreakers: [...starters.slice(0, 2), 'What is your\u0007 favourite dish?'] }],
    ['no JSON', 'Here are some questions: how did you meet?'],
  ])('falls back to the deck on %s', async (_, reply) => {
    standIn.answer = modelSays(reply);
    expect(await service().ensure('group-secret-id')).toEqual({ items: drawFromDeck('group-secret-id', couples), source: 'deck' });
  });

  it('falls back to the deck on an API error', async () => {
    standIn.answer = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 500, message: 'internal', status: 'INTERNAL' } }));
    };
    expect((await service().ensure('group-secret-id'))?.source).toBe('deck');
  });

  it('falls back to the deck when the model does not answer in time', async () => {
    // The model never answers: only the time limit can end this.
    standIn.answer = (res) => standIn.hold(res);
    expect((await service(gemini(), new AiTimeoutParameters(100)).ensure('group-secret-id'))?.source).toBe('deck');
  });

  it('draws from the deck without asking anyone when no AI is configured', async () => {
    expect(await service(new NoIcebreakerWriter()).ensure('group-secret-id')).toEqual({ items: drawFromDeck('group-secret-id', couples), source: 'deck' });
    expect(standIn.requests).toHaveLength(0);
  });
});

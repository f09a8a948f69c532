import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { MatchRestaurant } from '../../application/city-restaurants';
import { GeminiRestaurantAdvisor } from './gemini-restaurant-advisor';

/** A local stand-in for the Gemini generateContent endpoint. */
let server: Server;
let baseUrl: string;
let answer: (res: ServerResponse) => void;
let bodies: string[];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (bodies = []));

const modelSays = (json: unknown) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: JSON.stringify(json) }] }, finishReason: 'STOP' }] }));
};
const candidate = (id: string, name: string, cuisineTypes: string[]): MatchRestaurant => ({
  id,
  name,
  address: `${name} Street`,
  city: 'Dublin',
  country: 'Ireland',
  cuisineTypes,
  priceRange: '€€',
  dietaryAccommodations: ['Vegan'],
  diningVibeTags: ['Casual'],
  avgRating: 4.5,
  maxPartySize: 8,
  tablesPerNight: 3,
  isActive: true,
});
const candidates = [candidate('r-one', 'Secret Trattoria', ['Italian']), candidate('r-two', 'Hidden Thai House', ['Thai'])];
const demand = {
  groupId: 'g',
  city: 'Dublin',
  country: 'Ireland',
  groupSize: 3,
  partySize: 6,
  dietaryAccommodations: ['Vegan'],
  priceRanges: ['€€'],
  cuisineTypes: ['Thai'],
  atmosphere: ['Casual'],
};
const advisor = () => new GeminiRestaurantAdvisor({ apiKey: 'test-key', model: 'gemini-2.5-flash', baseUrl });

describe('Gemini restaurant suggestion', () => {
  it('sends the group needs and anonymised candidates, and reads the chosen reference', async () => {
    answer = modelSays({ restaurant: 'R2', reasoning: 'The group wants Thai food.' });
    expect(await advisor().advise(demand, candidates, 2000)).toEqual({ restaurantId: 'r-two', reasoning: 'The group wants Thai food.' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('R1');
    expect(bodies[0]).toContain('responseJsonSchema');
    expect(bodies[0]).not.toMatch(/Secret Trattoria|Hidden Thai House|r-one|r-two|Street/);
  });

  it('refuses an answer naming no candidate', async () => {
    answer = modelSays({ restaurant: 'R9', reasoning: '?' });
    await expect(advisor().advise(demand, candidates, 2000)).rejects.toThrow('the answer names unknown restaurant R9');
  });

  it('fails on an API error', async () => {
    answer = (res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 500, message: 'down', status: 'INTERNAL' } }));
    await expect(advisor().advise(demand, candidates, 2000)).rejects.toThrow();
  });
});

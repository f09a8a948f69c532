import { createServer, get, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { parseInstance } from '../../scripts/matching/instance-format';
import { syntheticInstance } from '../../scripts/matching/synthetic-instance';
import { InProcessMatchingSolver } from '../../src/modules/matching/application/matching-solver';
import type { MatchingProblem } from '../../src/modules/matching/application/solve-matching';
import { WorkerThreadMatchingSolver } from '../../src/modules/matching/adapters/worker/worker-thread-matching.solver';
import { NO_HISTORY, resolveMatchingSettings } from '../../src/modules/matching';

/** The search bounded by its steps only, so that the groups do not depend on how busy the machine is. */
const problemOf = (couples: number, seed: number): MatchingProblem => {
  const instance = parseInstance(syntheticInstance(couples, seed));
  return {
    ...instance,
    settings: { ...resolveMatchingSettings(instance.parameters), searchTimeBudgetMs: 600_000, solveTimeLimitMs: 600_000 },
    onDate: new Date('2026-12-04T19:00:00Z'),
    history: NO_HISTORY,
    aiProposal: null,
    withPairScores: true,
  };
};

describe('the worker-thread matching solver', () => {
  const solver = new WorkerThreadMatchingSolver();
  afterAll(() => solver.onModuleDestroy());

  it('finds the groups and tables the engine finds on the calling thread', async () => {
    const problem = problemOf(60, 3);
    expect(await solver.solve(problem)).toEqual(await new InProcessMatchingSolver().solve(problem));
  });

  it('receives a large dinner in parts and finds the groups the engine finds on the calling thread', async () => {
    // 300 couples go to the worker in two messages.
    const problem = problemOf(300, 5);
    expect(await solver.solve(problem)).toEqual(await new InProcessMatchingSolver().solve(problem));
  });

  it('answers requests while it solves a 2,000-couple dinner', async () => {
    const server: Server = createServer((_, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = () =>
      new Promise<void>((resolve, reject) => get({ host: '127.0.0.1', port, path: '/' }, (r) => r.resume().on('end', resolve)).on('error', reject));
    try {
      let solved = false;
      const solving = solver.solve({ ...problemOf(2000, 1), settings: resolveMatchingSettings() }).then((solution) => {
        solved = true;
        return solution;
      });
      // On the calling thread the solve would hold the event loop: no request could be answered before it ends.
      let answeredWhileSolving = 0;
      while (!solved && answeredWhileSolving < 5) {
        await ask();
        if (!solved) answeredWhileSolving++;
      }
      expect(answeredWhileSolving).toBe(5);
      expect((await solving).groups.length).toBeGreaterThan(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails the jobs of a worker that stops, and starts another for the next solve', async () => {
    const solving = solver.solve({ ...problemOf(2000, 1), settings: resolveMatchingSettings() });
    await solver.onModuleDestroy();
    await expect(solving).rejects.toThrow('The matching worker stopped');
    expect((await solver.solve(problemOf(10, 1))).algorithm).toBe('rules_based');
  });

  it('rejects a problem it cannot solve and solves the next one', async () => {
    await expect(solver.solve({ ...problemOf(10, 1), couples: null as never })).rejects.toThrow();
    expect((await solver.solve(problemOf(10, 1))).algorithm).toBe('rules_based');
  });
});

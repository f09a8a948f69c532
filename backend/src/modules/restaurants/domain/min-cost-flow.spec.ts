import { MinCostFlow } from './min-cost-flow';

describe('min-cost flow', () => {
  it('routes back along a reverse arc when a later path needs the seat a cheaper one took', () => {
    // Groups a and b, tables x and y (one seat each): b fits only x, so a must give x up for y.
    const [source, a, b, x, y, sink] = [0, 1, 2, 3, 4, 5];
    const flow = new MinCostFlow(6);
    flow.addArc(source, a, 1, 0);
    flow.addArc(source, b, 1, 0);
    const ax = flow.addArc(a, x, 1, 1);
    const ay = flow.addArc(a, y, 1, 3);
    const bx = flow.addArc(b, x, 1, 2);
    flow.addArc(x, sink, 1, 0);
    flow.addArc(y, sink, 1, 0);
    expect(flow.run(source, sink)).toEqual({ flow: 2, cost: 5 });
    expect([flow.flowOn(ax), flow.flowOn(ay), flow.flowOn(bx)]).toEqual([0, 1, 1]);
  });

  it('pushes every path of the same length in one blocking flow, through a shared node by its capacity', () => {
    const [source, g1, g2, g3, r, sink] = [0, 1, 2, 3, 4, 5];
    const flow = new MinCostFlow(6);
    const groups = [g1, g2, g3].map((g) => {
      flow.addArc(source, g, 1, 0);
      return flow.addArc(g, r, 1, 4);
    });
    flow.addArc(r, sink, 2, 0);
    expect(flow.run(source, sink)).toEqual({ flow: 2, cost: 8 });
    expect(groups.map((arc) => flow.flowOn(arc)).reduce((s, f) => s + f, 0)).toBe(2);
  });
});

/**
 * Minimum-cost maximum flow, primal-dual: Dijkstra with Johnson potentials finds the
 * shortest augmenting path length, then a blocking flow pushes along every path of that
 * length at once (arcs of zero reduced cost, Dinic levels), so thousands of groups need
 * only as many shortest-path searches as there are distinct path lengths. Costs must be
 * non-negative integers. Exact: used to assign groups to restaurant tables optimally
 * rather than first-fit.
 */
export class MinCostFlow {
  private readonly head: number[];
  private readonly to: number[] = [];
  private readonly next: number[] = [];
  private readonly capacity: number[] = [];
  private readonly cost: number[] = [];

  constructor(private readonly nodes: number) {
    this.head = new Array<number>(nodes).fill(-1);
  }

  /** Adds an arc and returns its id (its flow is read back with flowOn). */
  addArc(from: number, to: number, capacity: number, cost: number): number {
    const id = this.to.length;
    this.push(from, to, capacity, cost);
    this.push(to, from, 0, -cost);
    return id;
  }

  flowOn(arc: number): number {
    return this.capacity[arc ^ 1];
  }

  run(source: number, sink: number): { flow: number; cost: number } {
    const potential = new Array<number>(this.nodes).fill(0);
    let flow = 0;
    let cost = 0;
    for (;;) {
      const distance = this.shortestDistances(source, sink, potential);
      if (distance[sink] === Infinity) break;
      // The search stops at the sink; nodes not settled by then move by the sink's distance, which keeps reduced costs non-negative.
      for (let v = 0; v < this.nodes; v++) potential[v] += Math.min(distance[v], distance[sink]);
      const pushed = this.blockingFlow(source, sink, potential);
      flow += pushed.flow;
      cost += pushed.cost;
    }
    return { flow, cost };
  }

  /**
   * Pushes flow along shortest paths only (zero reduced cost), level by level, until none is
   * left. Those arcs are listed once (zeroReducedCostArcs); the levels of each round look at
   * them alone, not at every arc of the network (most never lie on a shortest path).
   */
  private blockingFlow(source: number, sink: number, potential: number[]): { flow: number; cost: number } {
    const { start, arcs } = this.zeroReducedCostArcs(potential);
    const level = new Int32Array(this.nodes);
    const current = new Int32Array(this.nodes);
    const queue = new Int32Array(this.nodes);
    let flow = 0;
    let cost = 0;
    for (;;) {
      level.fill(-1);
      level[source] = 0;
      queue[0] = source;
      let queued = 1;
      for (let q = 0; q < queued; q++) {
        const u = queue[q];
        for (let k = start[u]; k < start[u + 1]; k++) {
          const e = arcs[k];
          if (level[this.to[e]] < 0 && this.capacity[e] > 0) {
            level[this.to[e]] = level[u] + 1;
            queue[queued++] = this.to[e];
          }
        }
      }
      if (level[sink] < 0) return { flow, cost };
      current.set(start.subarray(0, this.nodes));
      const path: number[] = [];
      let u = source;
      for (;;) {
        if (u === sink) {
          let push = Infinity;
          for (const e of path) push = Math.min(push, this.capacity[e]);
          for (const e of path) {
            this.capacity[e] -= push;
            this.capacity[e ^ 1] += push;
            cost += push * this.cost[e];
          }
          flow += push;
          path.length = 0;
          u = source;
          continue;
        }
        let k = current[u];
        while (k < start[u + 1] && !(level[this.to[arcs[k]]] === level[u] + 1 && this.capacity[arcs[k]] > 0)) k++;
        current[u] = k;
        if (k < start[u + 1]) {
          path.push(arcs[k]);
          u = this.to[arcs[k]];
          continue;
        }
        // Dead end: never come back here in this round; step back and try the next arc.
        if (u === source) break;
        level[u] = -1;
        path.pop();
        u = path.length ? this.to[path[path.length - 1]] : source;
      }
    }
  }

  /**
   * The arcs of zero reduced cost under the potentials, by tail node (arcs[start[u]..start[u + 1])
   * leave u, in the order of its adjacency list). They stay the same through a blocking flow:
   * the potentials do not change, and an arc's reverse has the negated reduced cost, so only
   * their capacities do.
   */
  private zeroReducedCostArcs(potential: number[]): { start: Int32Array; arcs: Int32Array } {
    const start = new Int32Array(this.nodes + 1);
    const listed: number[] = [];
    for (let u = 0; u < this.nodes; u++) {
      start[u] = listed.length;
      for (let e = this.head[u]; e !== -1; e = this.next[e]) if (this.cost[e] + potential[u] - potential[this.to[e]] === 0) listed.push(e);
    }
    start[this.nodes] = listed.length;
    return { start, arcs: Int32Array.from(listed) };
  }

  private push(from: number, to: number, capacity: number, cost: number): void {
    this.to.push(to);
    this.capacity.push(capacity);
    this.cost.push(cost);
    this.next.push(this.head[from]);
    this.head[from] = this.to.length - 1;
  }

  private shortestDistances(source: number, sink: number, potential: number[]): number[] {
    const distance = new Array<number>(this.nodes).fill(Infinity);
    const heap = new BinaryHeap();
    distance[source] = 0;
    heap.push(0, source);
    while (heap.size > 0) {
      const [d, u] = heap.pop();
      if (d > distance[u]) continue;
      if (u === sink) break;
      for (let e = this.head[u]; e !== -1; e = this.next[e]) {
        if (this.capacity[e] <= 0) continue;
        const v = this.to[e];
        const candidate = d + this.cost[e] + potential[u] - potential[v];
        if (candidate < distance[v]) {
          distance[v] = candidate;
          heap.push(candidate, v);
        }
      }
    }
    return distance;
  }
}

class BinaryHeap {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, value: number): void {
    let i = this.keys.length;
    this.keys.push(key);
    this.values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.keys[i] = this.keys[parent];
      this.values[i] = this.values[parent];
      i = parent;
    }
    this.keys[i] = key;
    this.values[i] = value;
  }

  pop(): [number, number] {
    const top: [number, number] = [this.keys[0], this.values[0]];
    const lastKey = this.keys.pop()!;
    const lastValue = this.values.pop()!;
    const n = this.keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && this.keys[child + 1] < this.keys[child]) child++;
        if (this.keys[child] >= lastKey) break;
        this.keys[i] = this.keys[child];
        this.values[i] = this.values[child];
        i = child;
      }
      this.keys[i] = lastKey;
      this.values[i] = lastValue;
    }
    return top;
  }
}

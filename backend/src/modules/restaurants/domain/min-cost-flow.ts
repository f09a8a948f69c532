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

  private admissible(e: number, from: number, potential: number[]): boolean {
    return this.capacity[e] > 0 && this.cost[e] + potential[from] - potential[this.to[e]] === 0;
  }

  /** Pushes flow along shortest paths only (zero reduced cost), level by level, until none is left. */
  private blockingFlow(source: number, sink: number, potential: number[]): { flow: number; cost: number } {
    let flow = 0;
    let cost = 0;
    for (;;) {
      const level = new Int32Array(this.nodes).fill(-1);
      level[source] = 0;
      const queue = [source];
      for (let q = 0; q < queue.length; q++) {
        const u = queue[q];
        for (let e = this.head[u]; e !== -1; e = this.next[e]) {
          if (level[this.to[e]] < 0 && this.admissible(e, u, potential)) {
            level[this.to[e]] = level[u] + 1;
            queue.push(this.to[e]);
          }
        }
      }
      if (level[sink] < 0) return { flow, cost };
      const current = [...this.head];
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
        let e = current[u];
        while (e !== -1 && !(level[this.to[e]] === level[u] + 1 && this.admissible(e, u, potential))) e = this.next[e];
        current[u] = e;
        if (e !== -1) {
          path.push(e);
          u = this.to[e];
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

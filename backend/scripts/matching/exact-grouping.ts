import loadHighs from 'highs';
import { MatchingInstance } from '../../src/modules/matching/domain/matching-instance';

/**
 * The proven optimum of group formation, for the benchmark's small instances: a set-packing
 * MIP solved by HiGHS. One binary column per feasible group (every clique of the candidate
 * graph of allowed size that a restaurant can host), worth its value plus the unmatched
 * penalty it saves; one row per couple (in at most one group). Exponential in group size,
 * so only for a few dozen couples.
 */
export async function exactOptimum(instance: MatchingInstance): Promise<{ objective: number; columns: number; seconds: number; groups: number[][] }> {
  const started = performance.now();
  const { minGroupSize, maxGroupSize, unmatchedPenalty } = instance.settings;
  const groups: number[][] = [];
  const values: number[] = [];
  const extend = (members: number[]) => {
    if (members.length >= minGroupSize) {
      const value = instance.groupValue(members);
      if (value > -Infinity) {
        groups.push([...members]);
        values.push(value + unmatchedPenalty * members.length);
      }
    }
    if (members.length === maxGroupSize) return;
    const last = members[members.length - 1];
    for (const j of instance.graph.neighbours[members[0]]) {
      if (j <= last || !members.every((m) => instance.graph.score(m, j) >= 0)) continue;
      members.push(j);
      extend(members);
      members.pop();
    }
  };
  for (let i = 0; i < instance.features.length; i++) extend([i]);

  const { objective, chosen } = await bestPacking(groups, values, instance.features.length, { mip_abs_gap: 1e-6 });
  return {
    objective: objective - unmatchedPenalty * instance.features.length,
    columns: groups.length,
    seconds: (performance.now() - started) / 1000,
    groups: chosen,
  };
}

/**
 * The most couples a grouping without any repeat pair (couples that met within the novelty
 * window) can seat, proven by HiGHS over every feasible repeat-free group; null when there
 * are more than `maxColumns` such groups (too large to prove here).
 */
export async function mostSeatedWithoutRepeats(instance: MatchingInstance, maxColumns: number): Promise<number | null> {
  const { minGroupSize, maxGroupSize } = instance.settings;
  const groups: number[][] = [];
  let tooMany = false;
  const extend = (members: number[]) => {
    if (tooMany) return;
    if (members.length >= minGroupSize && instance.groupValue(members) > -Infinity) {
      groups.push([...members]);
      if (groups.length > maxColumns) tooMany = true;
    }
    if (members.length === maxGroupSize) return;
    const last = members[members.length - 1];
    for (const j of instance.graph.neighbours[members[0]]) {
      if (j <= last || !members.every((m) => instance.graph.score(m, j) >= 0 && !instance.isRepeat(m, j))) continue;
      members.push(j);
      extend(members);
      members.pop();
    }
  };
  for (let i = 0; i < instance.features.length && !tooMany; i++) extend([i]);
  if (tooMany) return null;
  if (groups.length === 0) return 0;

  const { objective } = await bestPacking(
    groups,
    groups.map((g) => g.length),
    instance.features.length,
  );
  return Math.round(objective);
}

/**
 * At most how many couples a grouping without repeat pairs can seat, for dinners too large
 * for mostSeatedWithoutRepeats: every couple, except those with at most `fewNewFaces` new
 * faces (couples they may share a group with and never met), which count only as many as
 * the best packing of repeat-free groups around them seats (HiGHS). A repeat-free group
 * holding such a couple is drawn from it and its new faces, so every such group is listed.
 */
export async function seatedWithoutRepeatsAtMost(instance: MatchingInstance, fewNewFaces = 6): Promise<number> {
  const { minGroupSize, maxGroupSize } = instance.settings;
  const n = instance.features.length;
  const allowedAnew = (i: number, j: number) => instance.graph.score(i, j) >= 0 && !instance.isRepeat(i, j);
  const few = new Set<number>();
  const columns = new Map<string, number[]>();
  for (let s = 0; s < n; s++) {
    const newFaces: number[] = [];
    for (let j = 0; j < n && newFaces.length <= fewNewFaces; j++) if (j !== s && allowedAnew(s, j)) newFaces.push(j);
    if (newFaces.length > fewNewFaces) continue;
    few.add(s);
    const extend = (members: number[], from: number) => {
      if (members.length >= minGroupSize && instance.groupValue(members) > -Infinity) {
        const group = [...members].sort((a, b) => a - b);
        columns.set(group.join(','), group);
      }
      if (members.length === maxGroupSize) return;
      for (let t = from; t < newFaces.length; t++) {
        if (!members.every((m) => allowedAnew(m, newFaces[t]))) continue;
        members.push(newFaces[t]);
        extend(members, t + 1);
        members.pop();
      }
    };
    extend([s], 0);
  }
  const groups = [...columns.values()];
  if (groups.length === 0) return n - few.size;
  const { objective } = await bestPacking(
    groups,
    groups.map((g) => g.filter((i) => few.has(i)).length),
    n,
  );
  return n - few.size + Math.round(objective);
}

/** The packing of groups (each couple in at most one) with the most value, proven by HiGHS. */
async function bestPacking(
  groups: number[][],
  values: number[],
  couples: number,
  gaps: Record<string, number> = {},
): Promise<{ objective: number; chosen: number[][] }> {
  const highs = await loadHighs();
  const starts = [0];
  const indices: number[] = [];
  for (const g of groups) {
    indices.push(...g);
    starts.push(indices.length);
  }
  return highs.withModel(
    {
      numCols: groups.length,
      numRows: couples,
      sense: highs.constants.objectiveSense.maximize,
      colCost: values,
      colLower: new Array(groups.length).fill(0),
      colUpper: new Array(groups.length).fill(1),
      rowLower: new Array(couples).fill(-highs.infinity),
      rowUpper: new Array(couples).fill(1),
      matrix: { format: 'csc', numRows: couples, numCols: groups.length, starts, indices, values: new Array(indices.length).fill(1) },
      integrality: new Array(groups.length).fill(highs.constants.variableType.integer),
    },
    (model) => {
      model.options.set({ output_flag: false, mip_rel_gap: 0, ...gaps });
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) throw new Error(`HiGHS ended with status ${model.getModelStatus()}`);
      const x = model.getSolution().colValue;
      return { objective: model.getObjectiveValue(), chosen: groups.filter((_, c) => x[c] > 0.5) };
    },
  );
}

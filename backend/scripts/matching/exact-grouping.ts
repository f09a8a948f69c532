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

  const highs = await loadHighs();
  const starts = [0];
  const indices: number[] = [];
  for (const g of groups) {
    indices.push(...g);
    starts.push(indices.length);
  }
  const n = instance.features.length;
  const { objective, chosen } = highs.withModel(
    {
      numCols: groups.length,
      numRows: n,
      sense: highs.constants.objectiveSense.maximize,
      colCost: values,
      colLower: new Array(groups.length).fill(0),
      colUpper: new Array(groups.length).fill(1),
      rowLower: new Array(n).fill(-highs.infinity),
      rowUpper: new Array(n).fill(1),
      matrix: { format: 'csc', numRows: n, numCols: groups.length, starts, indices, values: new Array(indices.length).fill(1) },
      integrality: new Array(groups.length).fill(highs.constants.variableType.integer),
    },
    (model) => {
      model.options.set({ output_flag: false, mip_rel_gap: 0, mip_abs_gap: 1e-6 });
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) throw new Error(`HiGHS ended with status ${model.getModelStatus()}`);
      const x = model.getSolution().colValue;
      return { objective: model.getObjectiveValue(), chosen: groups.filter((_, c) => x[c] > 0.5) };
    },
  );
  return { objective: objective - unmatchedPenalty * n, columns: groups.length, seconds: (performance.now() - started) / 1000, groups: chosen };
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

  const highs = await loadHighs();
  const starts = [0];
  const indices: number[] = [];
  for (const g of groups) {
    indices.push(...g);
    starts.push(indices.length);
  }
  const n = instance.features.length;
  return highs.withModel(
    {
      numCols: groups.length,
      numRows: n,
      sense: highs.constants.objectiveSense.maximize,
      colCost: groups.map((g) => g.length),
      colLower: new Array(groups.length).fill(0),
      colUpper: new Array(groups.length).fill(1),
      rowLower: new Array(n).fill(-highs.infinity),
      rowUpper: new Array(n).fill(1),
      matrix: { format: 'csc', numRows: n, numCols: groups.length, starts, indices, values: new Array(indices.length).fill(1) },
      integrality: new Array(groups.length).fill(highs.constants.variableType.integer),
    },
    (model) => {
      model.options.set({ output_flag: false, mip_rel_gap: 0 });
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) throw new Error(`HiGHS ended with status ${model.getModelStatus()}`);
      return Math.round(model.getObjectiveValue());
    },
  );
}

import { CandidateGraph, NOT_ALLOWED, unmarked } from './candidate-graph';

describe('CandidateGraph marks', () => {
  // Pairs (0, 1) score 70, (0, 2) may not share a group, others 40.
  const scores = (i: number, j: number) => (i + j === 1 ? 70 : Math.min(i, j) === 0 && Math.max(i, j) === 2 ? NOT_ALLOWED : 40);

  it('keeps a marked pair below NOT_ALLOWED in markedScore and its score in score, both ways round', () => {
    const graph = new CandidateGraph(4, scores);
    graph.mark(1, 0);
    expect(graph.markedScore(0, 1)).toBeLessThan(NOT_ALLOWED);
    expect(unmarked(graph.markedScore(1, 0))).toBe(70);
    expect(graph.score(0, 1)).toBe(70);
    expect(graph.score(1, 0)).toBe(70);
    expect(graph.markedScore(1, 3)).toBe(40);
  });

  it('marks a score of 0 apart from a pair that may not share a group', () => {
    const graph = new CandidateGraph(3, () => 0);
    graph.mark(0, 2);
    expect(graph.markedScore(0, 2)).not.toBe(NOT_ALLOWED);
    expect(graph.score(0, 2)).toBe(0);
  });

  it('leaves a pair that may not share a group as it is', () => {
    const graph = new CandidateGraph(4, scores);
    graph.mark(0, 2);
    expect(graph.markedScore(0, 2)).toBe(NOT_ALLOWED);
    expect(graph.score(2, 0)).toBe(NOT_ALLOWED);
  });

  it('marks no pair beyond the couples whose every score it keeps', () => {
    expect(new CandidateGraph(4, scores).marksPairs).toBe(true);
    expect(new CandidateGraph(5_000, scores).marksPairs).toBe(false);
  });
});

import { AiProposedGroup } from '../../application/ai-matcher';

export class InvalidAiAnswerError extends Error {}

/**
 * Reads the model's JSON answer into groups of couple ids. Only the shape is checked here
 * (JSON, the schema's fields, known references); the engine checks the rules (sizes, each
 * couple once, hard constraints) on the result.
 */
export function readAnswer(text: string | undefined, idByRef: ReadonlyMap<string, string>): { groups: AiProposedGroup[]; reasoning: string } {
  let answer: unknown;
  try {
    answer = JSON.parse(text ?? '');
  } catch {
    throw new InvalidAiAnswerError('the answer is not JSON');
  }
  const { groups, reasoning } = (answer ?? {}) as { groups?: unknown; reasoning?: unknown };
  if (!Array.isArray(groups)) throw new InvalidAiAnswerError('the answer has no groups list');
  return {
    reasoning: typeof reasoning === 'string' ? reasoning : '',
    groups: groups.map((group, n) => {
      const { couples, reasoning: why } = (group ?? {}) as { couples?: unknown; reasoning?: unknown };
      if (!Array.isArray(couples) || !couples.every((c) => typeof c === 'string')) throw new InvalidAiAnswerError(`group ${n + 1} has no couples list`);
      return {
        coupleIds: couples.map((ref) => {
          const id = idByRef.get(ref.trim());
          if (!id) throw new InvalidAiAnswerError(`group ${n + 1} names unknown couple ${ref}`);
          return id;
        }),
        reasoning: typeof why === 'string' ? why : '',
      };
    }),
  };
}

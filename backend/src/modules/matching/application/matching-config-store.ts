import { MatchingConfigParameter } from '../domain/matching-config-parameter';
import { MatchingParameterDefinition } from '../domain/matching-parameters';

export type NewMatchingConfigParameter = Pick<MatchingConfigParameter, 'name' | 'value' | 'dataType' | 'description' | 'isActive'>;
export type MatchingConfigChanges = Omit<NewMatchingConfigParameter, 'name'>;

/** The matching_config table. */
export abstract class MatchingConfigStore {
  /** By name. */
  abstract list(): Promise<MatchingConfigParameter[]>;
  abstract findByName(name: string): Promise<MatchingConfigParameter | null>;
  /** Null when the name is taken. */
  abstract insert(parameter: NewMatchingConfigParameter): Promise<MatchingConfigParameter | null>;
  abstract update(name: string, changes: MatchingConfigChanges): Promise<MatchingConfigParameter | null>;
  /** False when there was no such parameter. */
  abstract delete(name: string): Promise<boolean>;
  /** Inserts the definitions whose name is not stored yet, never touching a stored one; answers how many it inserted. */
  abstract insertMissing(definitions: readonly MatchingParameterDefinition[]): Promise<number>;
}

import { Injectable } from '@nestjs/common';
import { assertRunnable, MatchingConfigErrors, MatchingConfigParameter, normaliseParameterValue } from '../domain/matching-config-parameter';
import { isReadByEngine, MATCHING_PARAMETERS, ParameterDataType, StoredMatchingParameter } from '../domain/matching-parameters';
import { MatchingConfigStore } from './matching-config-store';

export interface MatchingConfigInput {
  value: string | number | boolean;
  dataType: ParameterDataType;
  description?: string | null;
  isActive?: boolean;
}

const asStored = (parameter: MatchingConfigParameter): StoredMatchingParameter => ({
  name: parameter.name,
  value: parameter.value,
  dataType: parameter.dataType,
  isActive: parameter.isActive,
});

/**
 * The admin's matching configuration: every write is checked against the whole set the
 * engine would read afterwards, so an invalid value is refused here and never reaches a run.
 */
@Injectable()
export class MatchingConfigAdmin {
  constructor(private readonly store: MatchingConfigStore) {}

  list(): Promise<MatchingConfigParameter[]> {
    return this.store.list();
  }

  /** Only the engine's own parameters: any other name was stored as a note (15 junk rows, one `<script>`, issue 46). */
  async create(name: string, input: MatchingConfigInput): Promise<MatchingConfigParameter> {
    if (!isReadByEngine(name)) throw MatchingConfigErrors.unknown(name);
    if (await this.store.findByName(name)) throw MatchingConfigErrors.exists(name);
    const candidate = this.candidate(name, input);
    await this.assertRunnableWith(candidate);
    const created = await this.store.insert({ ...candidate, description: input.description ?? null });
    if (!created) throw MatchingConfigErrors.exists(name);
    return created;
  }

  async update(name: string, input: MatchingConfigInput): Promise<MatchingConfigParameter> {
    const existing = await this.store.findByName(name);
    if (!existing) throw MatchingConfigErrors.notFound(name);
    const candidate = this.candidate(name, { ...input, isActive: input.isActive ?? existing.isActive });
    await this.assertRunnableWith(candidate);
    const updated = await this.store.update(name, {
      value: candidate.value,
      dataType: candidate.dataType,
      isActive: candidate.isActive,
      description: input.description === undefined ? existing.description : input.description,
    });
    if (!updated) throw MatchingConfigErrors.notFound(name);
    return updated;
  }

  /** A deleted parameter falls back to its documented default, which is always runnable. */
  async remove(name: string): Promise<void> {
    if (!(await this.store.delete(name))) throw MatchingConfigErrors.notFound(name);
  }

  /** Creates the documented parameters that are missing; an admin's stored value is never overwritten. */
  initializeDefaults(): Promise<number> {
    return this.store.insertMissing(MATCHING_PARAMETERS);
  }

  private candidate(name: string, input: MatchingConfigInput) {
    return { name, value: normaliseParameterValue(name, input.value, input.dataType), dataType: input.dataType, isActive: input.isActive ?? true };
  }

  private async assertRunnableWith(candidate: StoredMatchingParameter): Promise<void> {
    const others = (await this.store.list()).filter((parameter) => parameter.name !== candidate.name).map(asStored);
    assertRunnable([...others, candidate]);
  }
}

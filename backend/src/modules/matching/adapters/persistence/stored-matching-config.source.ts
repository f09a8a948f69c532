import { Injectable } from '@nestjs/common';
import { MatchingConfigSource } from '../../application/matching-config.source';
import { MatchingConfigStore } from '../../application/matching-config-store';
import { StoredMatchingParameter } from '../../domain/matching-parameters';

/** The engine's parameters as the admin stored them; the engine applies the defaults for missing or inactive ones. */
@Injectable()
export class StoredMatchingConfigSource extends MatchingConfigSource {
  constructor(private readonly store: MatchingConfigStore) {
    super();
  }

  async storedParameters(): Promise<StoredMatchingParameter[]> {
    return (await this.store.list()).map((parameter) => ({
      name: parameter.name,
      value: parameter.value,
      dataType: parameter.dataType,
      isActive: parameter.isActive,
    }));
  }
}

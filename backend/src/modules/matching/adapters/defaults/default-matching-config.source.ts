import { MatchingConfigSource } from '../../application/matching-config.source';
import { StoredMatchingParameter } from '../../domain/matching-parameters';

/** No parameters stored yet (the admin's matching config table comes later): every parameter is at its documented default. */
export class DefaultMatchingConfigSource extends MatchingConfigSource {
  storedParameters(): Promise<StoredMatchingParameter[]> {
    return Promise.resolve([]);
  }
}

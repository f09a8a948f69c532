import { MatchingConfigSource } from '../../application/matching-config.source';
import { StoredMatchingParameter } from '../../domain/matching-parameters';

/** No stored parameters (the command-line solver, without a database): every parameter is at its documented default. */
export class DefaultMatchingConfigSource extends MatchingConfigSource {
  storedParameters(): Promise<StoredMatchingParameter[]> {
    return Promise.resolve([]);
  }
}

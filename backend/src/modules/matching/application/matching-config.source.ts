import { StoredMatchingParameter } from '../domain/matching-parameters';

/** Port: the matching config parameters the admin has stored (the engine applies the defaults for missing ones). */
export abstract class MatchingConfigSource {
  abstract storedParameters(): Promise<StoredMatchingParameter[]>;
}

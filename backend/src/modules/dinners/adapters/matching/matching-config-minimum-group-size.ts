import { Injectable } from '@nestjs/common';
import { MatchingConfigSource, resolveMatchingSettings } from '../../../matching';
import { MinimumGroupSize } from '../../application/seating/minimum-group-size';

@Injectable()
export class MatchingConfigMinimumGroupSize extends MinimumGroupSize {
  constructor(private readonly config: MatchingConfigSource) {
    super();
  }

  async minimum(): Promise<number> {
    return resolveMatchingSettings(await this.config.storedParameters()).minGroupSize;
  }
}

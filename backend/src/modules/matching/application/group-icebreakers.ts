import { Injectable, Logger } from '@nestjs/common';
import { checkIcebreakers, CoupleTraits, drawFromDeck, Icebreakers, sharedTraits } from '../domain/icebreakers';
import { resolveMatchingSettings } from '../domain/matching-parameters';
import { DinnerGroupStore } from './dinner-group-store';
import { GroupTraits } from './group-traits';
import { IcebreakerWriter } from './icebreaker-writer';
import { MatchingConfigSource } from './matching-config.source';
import { withTimeout } from './with-timeout';

/**
 * A group's conversation starters, written once at the reveal: by the AI when configured
 * (with the matching's time limit, and the deck when it fails, is late or answers badly),
 * otherwise by the curated deck. Stored with the group; the first write wins.
 */
@Injectable()
export class GroupIcebreakers {
  private readonly logger = new Logger(GroupIcebreakers.name);

  constructor(
    private readonly groups: DinnerGroupStore,
    private readonly traits: GroupTraits,
    private readonly writer: IcebreakerWriter,
    private readonly config: MatchingConfigSource,
  ) {}

  /**
   * The group's starters, written now if it has none. Called outside any transaction: the
   * model may take seconds, and no row is held while it thinks. Null for an unknown group.
   */
  async ensure(groupId: string): Promise<Icebreakers | null> {
    const group = await this.groups.findGroup(groupId);
    if (!group) return null;
    if (group.icebreakers) return group.icebreakers;
    const written = await this.writeFor(group.id, await this.traits.of(group.participants.map((participant) => participant.coupleId)));
    return this.groups.setIcebreakersOnce(group.id, written);
  }

  /**
   * The starters of these groups of the dinner, by group id, those without any written now: the
   * couples' traits read once for them all (a Friday's reveal, issue 50), each group's written
   * and stored as `ensure` does. A group unknown, or whose starters could not be kept, is absent.
   */
  async ensureAt(dinnerId: string, groupIds: readonly string[]): Promise<Map<string, Icebreakers>> {
    const groups = (await this.groups.listGroups(dinnerId)).filter((group) => groupIds.includes(group.id));
    const starters = new Map(groups.flatMap((group) => (group.icebreakers ? [[group.id, group.icebreakers] as const] : [])));
    const without = groups.filter((group) => !group.icebreakers);
    if (without.length === 0) return starters;
    const traits = await this.traits.byCouple(without.flatMap((group) => group.participants.map((participant) => participant.coupleId)));
    for (const group of without) {
      const couples = group.participants.flatMap((participant) => traits.get(participant.coupleId) ?? []);
      const kept = await this.groups.setIcebreakersOnce(group.id, await this.writeFor(group.id, couples));
      if (kept) starters.set(group.id, kept);
    }
    return starters;
  }

  private async writeFor(groupKey: string, couples: CoupleTraits[]): Promise<Icebreakers> {
    if (this.writer.enabled) {
      const { aiTimeoutMs } = resolveMatchingSettings(await this.config.storedParameters());
      try {
        const items = checkIcebreakers(await withTimeout(this.writer.write({ couples, shared: sharedTraits(couples), timeoutMs: aiTimeoutMs }), aiTimeoutMs));
        return { items, source: 'gemini_ai' };
      } catch (error) {
        this.logger.warn({
          msg: 'AI icebreakers rejected; the deck wrote them',
          groupId: groupKey,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return { items: drawFromDeck(groupKey, couples), source: 'deck' };
  }
}

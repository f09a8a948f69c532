import type { GroupChangePreviewDto } from '../../../api/generated/model';
import { requireAreas } from '../../../i18n/catalogues';
import { ENGLISH_WORDING } from '../../../i18n/use-t';
import { announcer, previewSummary, stepZone } from './keyboard-move';

describe('keyboard moves', () => {
  // The admin console's messages are an area of their own, downloaded with its pages.
  beforeAll(() => requireAreas(['admin']));

  it('steps to the next zone with Down or Right and back with Up or Left, wrapping at the ends', () => {
    const zones = ['g1', 'g2', 'unmatched'];
    expect([stepZone(zones, 0, 'ArrowDown'), stepZone(zones, 0, 'ArrowRight'), stepZone(zones, 2, 'ArrowDown')]).toEqual([1, 1, 0]);
    expect([stepZone(zones, 1, 'ArrowUp'), stepZone(zones, 0, 'ArrowLeft')]).toEqual([0, 2]);
    expect(stepZone(zones, 0, 'a')).toBeNull();
    expect(stepZone([], 0, 'ArrowDown')).toBeNull();
  });

  it('speaks in couple and group names, never in ids of draggable items', () => {
    const announce = announcer(ENGLISH_WORDING.t);
    expect(announce.pickedUp('Aoife & Cian', 'aaaaaaaa-0000-4000-8000-000000000001')).toBe('Picked up Aoife & Cian from Group aaaaaaaa.');
    expect(announce.over('Aoife & Cian', 'unmatched')).toBe('Aoife & Cian is over Unmatched couples.');
    expect(announce.over('Aoife & Cian', null)).toBe('Aoife & Cian is no longer over a group.');
    expect(announce.dropped('Aoife & Cian', 'bbbbbbbb-0000', 'aaaaaaaa-0000')).toBe('Dropped Aoife & Cian into Group bbbbbbbb.');
    expect(announce.cancelled('Aoife & Cian', 'unmatched')).toBe('Move cancelled. Aoife & Cian stays in Unmatched couples.');
  });

  it('sums up a preview: new scores, a deleted or new group, and the rules broken', () => {
    const preview: GroupChangePreviewDto = {
      needs_override: true,
      breaks: [{ group_id: 'g', rule: 'group_size', message: 'Group size: a group needs 2 to 3 couples; this change leaves 1.' }],
      consequences: [],
      scores: [
        { group_id: 'aaaaaaaa-1', before: 71, after: null },
        { group_id: null, before: null, after: 64 },
      ],
    };
    expect(previewSummary(ENGLISH_WORDING, preview)).toBe(
      'New scores: Group aaaaaaaa is deleted; The new group 6.4/10. Breaks 1 rule: Group size: a group needs 2 to 3 couples; this change leaves 1.',
    );
    expect(previewSummary(ENGLISH_WORDING, { needs_override: false, breaks: [], consequences: [] })).toBe('Breaks no rule.');
  });
});

import { changeDoneText, confirmGroupChangeText, confirmVenueChangeText, editedGroupsText, runCompleteText, venueSetText } from './change-answers';
import { matchingMessages } from './matching-messages';

const en = matchingMessages.in('en');
const fr = matchingMessages.in('fr');
const GROUP = '9b2f6c1e-aaaa';

describe("the answers to an admin's change to a dinner's groups", () => {
  it('says what was done, in English as the API always has, and in French', () => {
    expect(changeDoneText(en, 'moved')).toBe('Couple moved.');
    expect(changeDoneText(en, 'removed')).toBe('Couple removed from the group.');
    expect(changeDoneText(en, 'added')).toBe('Couple added to the group.');
    expect(changeDoneText(en, 'created')).toBe('Group created.');
    expect(changeDoneText(en, 'deleted')).toBe('Group deleted.');
    expect(venueSetText(en, 'r1', 3)).toBe('Restaurant assigned, table 3.');
    expect(venueSetText(en, null, null)).toBe('Restaurant assignment cleared.');
    expect(changeDoneText(fr, 'moved')).toBe('Couple déplacé.');
    expect(venueSetText(fr, 'r1', 1200)).toBe('Restaurant attribué, table 1200.');
  });

  it('names the groups and the people a revealed dinner’s change will reach', () => {
    expect(confirmGroupChangeText(en, [GROUP, 'e7a3b5c9-bbbb', ''], { couples: 1, people: 2 }, [])).toBe(
      'This dinner is already revealed to its couples: this change to groups 9b2f6c1e, e7a3b5c9 and a new group emails 1 paid couple (2 people), each told what changed for them. Confirm to go ahead.',
    );
    expect(confirmGroupChangeText(en, [GROUP], { couples: 3, people: 5 }, ['Ann & Bob (c41d9e27)'])).toBe(
      'This dinner is already revealed to its couples: this change to group 9b2f6c1e emails 3 paid couples (5 people), each told what changed for them. Ann & Bob (c41d9e27) is left without a table: unless seated again within minutes, its booking is cancelled and refunded in full, and it is told. Confirm to go ahead.',
    );
    expect(confirmGroupChangeText(en, [GROUP], null, ['Ann & Bob (c41d9e27)', 'Cat & Dan (d52e0f38)'])).toBe(
      'This dinner is already revealed to its couples: this change to group 9b2f6c1e. Ann & Bob (c41d9e27), Cat & Dan (d52e0f38) are left without a table: unless seated again within minutes, their bookings are cancelled and refunded in full, and they are told. Confirm to go ahead.',
    );
    expect(confirmVenueChangeText(en, GROUP, { couples: 2, people: 4 })).toBe(
      'This dinner is already revealed to its couples: changing the restaurant or table of group 9b2f6c1e emails its 2 paid couples (4 people) with an updated calendar invite. Confirm to go ahead.',
    );
    expect(editedGroupsText(en, [GROUP])).toBe('An admin has edited group 9b2f6c1e of this dinner. Run again with force to replace them.');
    expect(editedGroupsText(en, [GROUP, 'e7a3b5c9-bbbb'])).toBe(
      'An admin has edited groups 9b2f6c1e, e7a3b5c9 of this dinner. Run again with force to replace them.',
    );
  });

  it('asks in French, plurals included', () => {
    expect(confirmGroupChangeText(fr, [GROUP, ''], { couples: 1, people: 2 }, [])).toBe(
      'Ce dîner est déjà dévoilé à ses couples : ce changement du groupe 9b2f6c1e et un nouveau groupe envoie un e-mail à 1 couple payant (2 personnes), chacun informé de ce qui change pour lui. Confirmez pour continuer.',
    );
    expect(confirmGroupChangeText(fr, [GROUP], { couples: 3, people: 6 }, ['Ann & Bob (c41d9e27)'])).toBe(
      'Ce dîner est déjà dévoilé à ses couples : ce changement du groupe 9b2f6c1e envoie un e-mail à 3 couples payants (6 personnes), chacun informé de ce qui change pour lui. Ann & Bob (c41d9e27) se retrouve sans table : s’il n’est pas replacé dans les minutes qui suivent, sa réservation est annulée et intégralement remboursée, et il en est informé. Confirmez pour continuer.',
    );
    expect(editedGroupsText(fr, [GROUP, 'e7a3b5c9-bbbb'])).toBe(
      'Un administrateur a modifié les groupes 9b2f6c1e, e7a3b5c9 de ce dîner. Relancez avec force=true pour les remplacer.',
    );
  });

  it('sums up a matching run, right for one and counted in the plural otherwise, in English and French', () => {
    expect(runCompleteText(en, { matchedGroups: 1, matchedCouples: 0, totalCouples: 1 })).toBe('Matching complete: 1 group formed, 0 of 1 couple matched.');
    expect(runCompleteText(en, { matchedGroups: 4, matchedCouples: 12, totalCouples: 13 })).toBe(
      'Matching complete: 4 groups formed, 12 of 13 couples matched.',
    );
    expect(runCompleteText(en, { matchedGroups: 0, matchedCouples: 0, totalCouples: 0 })).toBe('Matching complete: 0 groups formed, 0 of 0 couples matched.');
    expect(runCompleteText(en, { matchedGroups: 5000, matchedCouples: 19998, totalCouples: 20000 })).toBe(
      'Matching complete: 5000 groups formed, 19998 of 20000 couples matched.',
    );
    expect(runCompleteText(fr, { matchedGroups: 4, matchedCouples: 12, totalCouples: 13 })).toBe(
      'Appariement terminé : 4 groupes formés, 12 sur 13 couples placés.',
    );
    expect(runCompleteText(fr, { matchedGroups: 1, matchedCouples: 0, totalCouples: 1 })).toBe('Appariement terminé : 1 groupe formé, 0 sur 1 couple placé.');
  });
});

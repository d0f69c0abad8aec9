import { describe, expect, it } from 'vitest';
import { buildNameContext } from '../../../pipeline/core/names.ts';
import type { MatchResult, PlayerRef } from '../../../pipeline/core/matching.ts';
import { bridgeIds, buildNameIndex, matchKey, sharedNamesOf } from '../../../pipeline/core/matching.ts';
import { buildHandIndex, lookupHand } from '../../../pipeline/core/handedness.ts';
import { HAND_NOT_FOUND } from '../../../domain/contracts/common.ts';

/** Invented rows; `label` tells the test which person a row stands for. */
interface Row extends PlayerRef {
  label: string;
  nameAscii?: string | null;
}

const ctx = buildNameContext(
  [
    { from: 'ø', to: 'o' },
    { from: 'ł', to: 'l' },
  ],
  [
    { from: 'Mike Siani', to: 'Michael Siani' },
    { from: 'Zach Dezenzo', to: 'Zachary Dezenzo' },
  ],
);

function row(label: string, name: string, team: string | null = null, mlbamId: number | null = null): Row {
  return { label, name, team, mlbamId };
}

function ref(name: string, team: string | null = null, mlbamId: number | null = null): PlayerRef {
  return { name, team, mlbamId };
}

/** 'label via rule', 'ambiguous: a, b' or 'none': one string per outcome keeps expectations readable. */
function outcome(result: MatchResult<Row>): string {
  if (result.kind === 'matched') return `${result.row.label} via ${result.rule}`;
  if (result.kind === 'ambiguous') return `ambiguous: ${result.candidates.map((c) => c.label).join(', ')}`;
  return 'none';
}

function find(rows: Row[], r: PlayerRef, sharedWith: PlayerRef[] = []): string {
  return outcome(buildNameIndex(rows, ctx, { sharedNames: sharedNamesOf(sharedWith, ctx) }).lookup(r));
}

describe('rule 0: MLBAM id', () => {
  const rows = [row('vlad', 'Guerrero Jr., Vladimir', null, 665489), row('will-c', 'Will Smith', null, 669257)];

  it('joins on the id whatever the spelling', () => {
    expect(find(rows, ref('Vlad Guerrero', 'TOR', 665489))).toBe('vlad via mlbam-id');
  });

  it('never matches a row with a different id by name', () => {
    expect(find(rows, ref('Will Smith', 'ATL', 519293))).toBe('none');
    expect(find(rows, ref('W. Smith', 'ATL', 519293))).toBe('none');
    expect(find(rows, ref('Smith', null, 519293))).toBe('none');
  });

  it('falls back to the name when the row carries no id', () => {
    expect(find([row('judge', 'Aaron Judge', 'NYY')], ref('Aaron Judge', 'NYY', 592450))).toBe('judge via exact-name-team');
  });

  it('picks the ref club row, else the combined row, of a traded player listed per club', () => {
    const traded = [row('sd-part', 'Luis Arraez', 'SD', 650333), row('total', 'Luis Arraez', null, 650333), row('mia-part', 'Luis Arraez', 'MIA', 650333)];
    expect(find(traded, ref('Luis Arraez', 'MIA', 650333))).toBe('mia-part via mlbam-id');
    expect(find(traded, ref('Luis Arraez', 'SF', 650333))).toBe('total via mlbam-id');
    // Without id on the ref the rows are still one person, told by the row ids.
    expect(find(traded, ref('Luis Arraez', 'SD'))).toBe('sd-part via exact-name-team');
    expect(find(traded, ref('Luis Arraez'))).toBe('total via exact-name');
  });
});

describe('rule 1: exact name plus team', () => {
  it('folds accents and the replacement file on both sides', () => {
    const rows = [row('ramirez', 'José Ramírez', 'CLE'), row('gimenez', 'Giménez, Andrés', 'CLE'), row('teoscar', 'Teoscar Hernández', 'LAD')];
    expect(find(rows, ref('Jose Ramirez', 'CLE'))).toBe('ramirez via exact-name-team');
    expect(find(rows, ref('Andres Gimenez', 'CLE'))).toBe('gimenez via exact-name-team');
    expect(find(rows, ref('Teoscar Hernandez', 'LAD'))).toBe('teoscar via exact-name-team');
    expect(find([row('bjorn', 'Bjørn Sørensen', 'SEA')], ref('Bjorn Sorensen', 'SEA'))).toBe('bjorn via exact-name-team');
  });

  it('needs the replacement file for ø: without it the names stay apart', () => {
    const bare = buildNameContext([], []);
    const index = buildNameIndex([row('bjorn', 'Bjørn Sørensen', 'SEA')], bare);
    expect(outcome(index.lookup(ref('Bjorn Sorensen', 'SEA')))).toBe('none');
  });

  it('uses the ASCII name a row carries (FanGraphs NameASCII)', () => {
    const bare = buildNameContext([], []);
    const rows: Row[] = [{ ...row('bjorn', 'Bjørn Sørensen', 'SEA'), nameAscii: 'Bjorn Sorensen' }];
    expect(outcome(buildNameIndex(rows, bare).lookup(ref('Bjorn Sorensen', 'SEA')))).toBe('bjorn via exact-name-team');
  });

  it('reads "Last, First" and suffixes on either side', () => {
    const rows = [
      row('vlad', 'Guerrero Jr., Vladimir', 'TOR'),
      row('witt', 'Witt Jr., Bobby', 'KC'),
      row('gurriel', 'Gurriel Jr., Lourdes', 'ARI'),
      row('realmuto', 'Realmuto, J.T.', 'PHI'),
    ];
    expect(find(rows, ref('Vladimir Guerrero Jr.', 'TOR'))).toBe('vlad via exact-name-team');
    expect(find(rows, ref('Bobby Witt Jr', 'KC'))).toBe('witt via exact-name-team');
    expect(find(rows, ref('Lourdes Gurriel Jr.', 'AZ'))).toBe('gurriel via exact-name-team');
    expect(find(rows, ref('JT Realmuto', 'PHI'))).toBe('realmuto via exact-name-team');
    expect(find(rows, ref('J. T. Realmuto', 'PHI'))).toBe('realmuto via exact-name-team');
  });

  it('reports two people of one club with one name as ambiguous', () => {
    const rows = [row('a', 'Luis Ortiz', 'PIT'), row('b', 'Luis Ortiz', 'PIT')];
    expect(find(rows, ref('Luis Ortiz', 'PIT'))).toBe('ambiguous: a, b');
  });
});

describe('same-name players never receive each other’s stats', () => {
  const muncys = [row('muncy-lad', 'Max Muncy', 'LAD', 571970), row('muncy-ath', 'Max Muncy', 'ATH', 691777)];

  it('two Max Muncys with teams: the team decides', () => {
    expect(find(muncys, ref('Max Muncy', 'LAD'))).toBe('muncy-lad via exact-name-team');
    expect(find(muncys, ref('Max Muncy', 'OAK'))).toBe('muncy-ath via exact-name-team');
  });

  it('two Will Smiths without team or id are ambiguous; ids tell them apart', () => {
    const savant = [row('will-c', 'Smith, Will', null, 669257), row('will-p', 'Smith, Will', null, 519293)];
    expect(find(savant, ref('Will Smith', 'LAD'))).toBe('ambiguous: will-c, will-p');
    expect(find(savant, ref('Will Smith'))).toBe('ambiguous: will-c, will-p');
    expect(find(savant, ref('Will Smith', 'LAD', 669257))).toBe('will-c via mlbam-id');
    expect(find(savant, ref('Will Smith', null, 519293))).toBe('will-p via mlbam-id');
  });

  it('three Luis Garcías: team, id, or ambiguous', () => {
    const rows = [
      row('garcia-jr', 'García Jr., Luis', 'LAA', 671277),
      row('garcia-hou', 'Luis García', 'HOU', 677651),
      row('garcia-sd', 'Luis García', 'SD', 472610),
    ];
    expect(find(rows, ref('Luis Garcia Jr.', 'LAA'))).toBe('garcia-jr via exact-name-team');
    expect(find(rows, ref('Luis Garcia', 'HOU'))).toBe('garcia-hou via exact-name-team');
    expect(find(rows, ref('Luis García', 'SD'))).toBe('garcia-sd via exact-name-team');
    // The club finds Jr. through loose matching before the two namesakes of other clubs are considered.
    expect(find(rows, ref('Luis Garcia', 'LAA'))).toBe('garcia-jr via loose-name');
    expect(find(rows, ref('Luis Garcia'))).toBe('ambiguous: garcia-hou, garcia-sd');
    expect(find(rows, ref('Luis Garcia', 'NYM'))).toBe('ambiguous: garcia-hou, garcia-sd');
    expect(find(rows, ref('Luis Garcia', null, 472610))).toBe('garcia-sd via mlbam-id');
  });

  it('a lone row of another club is a traded player when the slate has one person of that name', () => {
    expect(find([muncys[1]!], ref('Max Muncy', 'LAD'))).toBe('muncy-ath via exact-name');
  });

  it('with the slate’s namesakes known, a lone row of another club is the other person', () => {
    const slate = [ref('Max Muncy', 'LAD'), ref('Max Muncy', 'ATH')];
    expect(find([muncys[1]!], ref('Max Muncy', 'LAD'), slate)).toBe('none');
    expect(find([muncys[1]!], ref('Max Muncy', 'ATH'), slate)).toBe('muncy-ath via exact-name-team');
  });

  it('with the slate’s namesakes known, a lone row without team is ambiguous unless the id settles it', () => {
    const slate = [ref('Max Muncy', 'LAD'), ref('Max Muncy', 'ATH')];
    const savant = [row('only-muncy', 'Muncy, Max', null, 571970)];
    expect(find(savant, ref('Max Muncy', 'ATH'), slate)).toBe('ambiguous: only-muncy');
    expect(find(savant, ref('Max Muncy', 'LAD'), slate)).toBe('ambiguous: only-muncy');
    expect(find(savant, ref('Max Muncy', 'LAD', 571970), slate)).toBe('only-muncy via mlbam-id');
    expect(find(savant, ref('Max Muncy', 'ATH', 691777), slate)).toBe('none');
    // Without the slate knowledge the single row is taken, as the spec's name rule does.
    expect(find(savant, ref('Max Muncy', 'ATH'))).toBe('only-muncy via exact-name');
  });

  it('the namesake guard also holds for the initial and last-name fallbacks', () => {
    const slate = [ref('Will Smith', 'LAD'), ref('Will Smith', 'ATL')];
    expect(find([row('w', 'Smith, W.', null)], ref('Will Smith', 'LAD'), slate)).toBe('none');
    expect(find([row('w', 'Smith, W.', 'LAD')], ref('Will Smith', 'LAD'), slate)).toBe('w via initial-last');
  });
});

describe('sharedNamesOf', () => {
  it('collects names carried by two people (told apart by id, else team)', () => {
    const shared = sharedNamesOf(
      [
        ref('Max Muncy', 'LAD'),
        ref('Max Muncy', 'ATH'),
        ref('Aaron Judge', 'NYY'),
        ref('Aaron Judge', 'NYY'),
        ref('Will Smith', null, 1),
        ref('Smith, Will', null, 2),
      ],
      ctx,
    );
    expect([...shared].sort()).toEqual([matchKey('Max Muncy', ctx), matchKey('Will Smith', ctx)].sort());
  });

  it('takes two MLBAM ids under one name in any table as two people', () => {
    const fangraphs = [row('muncy-lad', 'Max Muncy', 'LAD', 571970), row('muncy-ath', 'Max Muncy', 'ATH', 691777)];
    expect(sharedNamesOf([ref('Max Muncy', 'ATH')], ctx).size).toBe(0);
    expect([...sharedNamesOf([ref('Max Muncy', 'ATH')], ctx, [fangraphs])]).toEqual([matchKey('Max Muncy', ctx)]);
  });

  it('does not take a traded player’s rows of two clubs as two people', () => {
    const lastSeason = [row('garcia-was', 'Luis García Jr.', 'WAS')];
    const savant = [row('garcia-savant', 'García Jr., Luis', null, 671277)];
    const thisSeason = [row('garcia-nyy', 'Luis Garcia Jr.', 'NYY', 671277)];
    expect(sharedNamesOf([ref('Luis García Jr.', 'NYY')], ctx, [lastSeason, savant, thisSeason]).size).toBe(0);
  });

  it('counts two references without team and id as two people', () => {
    expect(sharedNamesOf([ref('Luis Garcia'), ref('Luis García')], ctx).has(matchKey('luis garcia', ctx))).toBe(true);
  });
});

describe('a leaderboard that lists only one of two namesakes (the Dodgers’ Max Muncy; the lineup has the Athletics’ one)', () => {
  const fangraphs = [row('fg-muncy-lad', 'Max Muncy', 'LAD', 571970), row('fg-muncy-ath', 'Max Muncy', 'ATH', 691777)];
  const savant = [row('savant-muncy-lad', 'Muncy, Max', null, 571970)];
  const slate = [ref('Max Muncy', 'ATH')];

  it('the name alone would hand over the wrong figures', () => {
    expect(find(savant, slate[0]!)).toBe('savant-muncy-lad via exact-name');
  });

  it('with the namesakes known from the tables the row is ambiguous', () => {
    const shared = sharedNamesOf(slate, ctx, [fangraphs, savant]);
    expect(outcome(buildNameIndex(savant, ctx, { sharedNames: shared }).lookup(slate[0]!))).toBe('ambiguous: savant-muncy-lad');
  });

  it('with the id bridged from the table that has teams, the row is another person', () => {
    const [bridged] = bridgeIds(slate, [buildNameIndex(fangraphs, ctx)]);
    expect(bridged).toEqual({ name: 'Max Muncy', team: 'ATH', mlbamId: 691777 });
    expect(find(savant, bridged!)).toBe('none');
  });
});

describe('bridgeIds', () => {
  it('takes an id only from a row of the reference’s club', () => {
    const fangraphs = buildNameIndex([row('vlad', 'Vladimir Guerrero Jr.', 'TOR', 665489)], ctx);
    expect(bridgeIds([ref('Vladimir Guerrero Jr.', 'TOR')], [fangraphs])[0]!.mlbamId).toBe(665489);
    expect(bridgeIds([ref('Vladimir Guerrero Jr.', 'BOS')], [fangraphs])[0]!.mlbamId).toBeNull();
    expect(bridgeIds([ref('Vladimir Guerrero Jr.', null)], [fangraphs])[0]!.mlbamId).toBeNull();
  });

  it('keeps an existing id and gives none when two tables disagree', () => {
    const a = buildNameIndex([row('a', 'Will Smith', 'LAD', 669257)], ctx);
    const b = buildNameIndex([row('b', 'Will Smith', 'LAD', 111111)], ctx);
    expect(bridgeIds([ref('Will Smith', 'LAD', 5)], [a])[0]!.mlbamId).toBe(5);
    expect(bridgeIds([ref('Will Smith', 'LAD')], [a, b])[0]!.mlbamId).toBeNull();
    expect(bridgeIds([ref('Will Smith', 'LAD')], [a, a])[0]!.mlbamId).toBe(669257);
  });
});

describe('rule 1 without team: leaderboards without a team column and multi-team rows', () => {
  it('matches when exactly one person in the file has the name', () => {
    expect(find([row('judge', 'Judge, Aaron')], ref('Aaron Judge', 'NYY'))).toBe('judge via exact-name');
    expect(find([row('judge', 'Aaron Judge', null)], ref('Aaron Judge'))).toBe('judge via exact-name');
  });

  it('is ambiguous when two rows of other clubs or without team carry the name', () => {
    const rows = [row('a', 'Will Smith', 'ATL'), row('b', 'Will Smith', null)];
    expect(find(rows, ref('Will Smith', 'LAD'))).toBe('ambiguous: a, b');
  });

  it('prefers the row of the ref’s club over a row without team', () => {
    const rows = [row('total', 'Will Smith', null), row('lad', 'Will Smith', 'LAD')];
    expect(find(rows, ref('Will Smith', 'LAD'))).toBe('lad via exact-name-team');
  });
});

describe('rule 2: the name-alias file and loose matching', () => {
  it('maps an alias to its canonical name, in both directions', () => {
    expect(find([row('siani', 'Michael Siani', 'CIN')], ref('Mike Siani', 'CIN'))).toBe('siani via alias');
    expect(find([row('siani', 'Mike Siani', 'CIN')], ref('Michael Siani', 'CIN'))).toBe('siani via alias');
    expect(find([row('dezenzo', 'Dezenzo, Zachary')], ref('Zach Dezenzo', 'HOU'))).toBe('dezenzo via alias');
  });

  it('does not connect names the file does not list', () => {
    expect(find([row('siani', 'Michael Siani', 'CIN')], ref('Mikey Siani', 'CIN'))).toBe('none');
  });

  it('loose matching drops suffixes, dots, middle initials and hyphens', () => {
    expect(find([row('vlad', 'Vladimir Guerrero Jr.', 'TOR')], ref('Vladimir Guerrero', 'TOR'))).toBe('vlad via loose-name');
    expect(find([row('vlad', 'Guerrero, Vladimir', null)], ref('Vladimir Guerrero Jr.', 'TOR'))).toBe('vlad via loose-name');
    expect(find([row('taylor', 'Michael A. Taylor', 'CWS')], ref('Michael Taylor', 'CHW'))).toBe('taylor via loose-name');
    expect(find([row('lee', 'Jung Hoo Lee', 'SF')], ref('Jung-Hoo Lee', 'SF'))).toBe('lee via loose-name');
  });

  it('loose matching never takes a row of another club, nor a different suffix', () => {
    expect(find([row('vlad', 'Vladimir Guerrero Jr.', 'TOR')], ref('Vladimir Guerrero', 'BOS'))).toBe('none');
    expect(find([row('harris', 'Michael Harris II', 'ATL')], ref('Michael Harris Jr.', 'ATL'))).toBe('none');
  });
});

describe('rule 3: first initial plus last name', () => {
  it('"J. Smith" matches "Smith, John"', () => {
    expect(find([row('john', 'Smith, John', 'NYM'), row('will', 'Smith, Will', 'LAD')], ref('J. Smith', 'NYM'))).toBe('john via initial-last');
    expect(find([row('john', 'Smith, John')], ref('J Smith'))).toBe('john via initial-last');
  });

  it('an initial in the file matches a full first name in the ref', () => {
    expect(find([row('j', 'J. Smith', 'NYM')], ref('John Smith', 'NYM'))).toBe('j via initial-last');
  });

  it('does not match across a team contradiction', () => {
    expect(find([row('john', 'Smith, John', 'NYM')], ref('J. Smith', 'LAD'))).toBe('none');
  });

  it('does not match two different full first names', () => {
    expect(find([row('will', 'Smith, Will', 'LAD'), row('other', 'Zed Jones')], ref('Dominic Smith', 'LAD'))).toBe('none');
  });

  it('reports several compatible candidates as ambiguous', () => {
    expect(find([row('john', 'John Smith'), row('joe', 'Joe Smith')], ref('J. Smith'))).toBe('ambiguous: john, joe');
  });

  it('matches a middle-named spelling with the same first name', () => {
    expect(find([row('lee', 'Jung Hoo Lee', 'SF')], ref('Jung Lee', 'SF'))).toBe('lee via initial-last');
  });
});

describe('rule 4: a unique last name', () => {
  it('matches a last name alone when one person in the file has it', () => {
    expect(find([row('judge', 'Aaron Judge', 'NYY'), row('soto', 'Juan Soto', 'NYM')], ref('Judge', 'NYY'))).toBe('judge via unique-last');
    expect(find([row('ohtani', 'Ohtani')], ref('Shohei Ohtani', 'LAD'))).toBe('ohtani via unique-last');
  });

  it('"Dominic Smith" must not match "Smith, Will" even as the only Smith', () => {
    expect(find([row('will', 'Smith, Will', 'LAD')], ref('Dominic Smith', 'LAD'))).toBe('none');
    expect(find([row('will', 'Smith, Will')], ref('Dominic Smith'))).toBe('none');
  });

  it('does not match when two people share the last name', () => {
    expect(find([row('will', 'Will Smith', 'LAD'), row('dom', 'Dominic Smith', 'WAS')], ref('Smith', 'LAD'))).toBe('none');
  });

  it('does not match across a team contradiction', () => {
    expect(find([row('judge', 'Aaron Judge', 'NYY')], ref('Judge', 'BOS'))).toBe('none');
  });

  it('uses particles as part of the last name', () => {
    const rows = [row('elly', 'De La Cruz, Elly', 'CIN'), row('oneil', 'Oneil Cruz', 'PIT')];
    // "de la cruz" and "cruz" are two last names: each is unique in the file.
    expect(find(rows, ref('Cruz', null))).toBe('oneil via unique-last');
    expect(find(rows, ref('E. De La Cruz', 'CIN'))).toBe('elly via initial-last');
    expect(find(rows, ref('Elly Delacruz', 'CIN'))).toBe('elly via loose-name');
  });
});

describe('the index', () => {
  it('reports its size and answers none for an empty name', () => {
    const index = buildNameIndex([row('a', 'Aaron Judge')], ctx);
    expect(index.size).toBe(1);
    expect(outcome(index.lookup(ref('  ')))).toBe('none');
  });

  it('answers 50,000 lookups on a 50,000-row index (maps, not scans)', () => {
    const rows: Row[] = [];
    for (let i = 0; i < 50_000; i++) rows.push(row(`p${i}`, `Player${i} Surname${i % 9973}`, i % 2 === 0 ? 'NYY' : null, i));
    const index = buildNameIndex(rows, ctx);
    let matchedCount = 0;
    for (let i = 0; i < 50_000; i++) {
      const result = index.lookup(ref(`Player${i} Surname${i % 9973}`, 'NYY'));
      if (result.kind === 'matched' && result.row.label === `p${i}`) matchedCount++;
    }
    expect(matchedCount).toBe(50_000);
  });
});

describe('handedness: full name, then last-name fragment, else NOT FOUND IN CSV', () => {
  const hands = buildHandIndex(
    [
      { name: 'José Ramírez', hand: 'S' },
      { name: 'Guerrero Jr., Vladimir', hand: 'R' },
      { name: 'Michael Siani', hand: 'L' },
      { name: 'Will Smith', hand: 'R' },
      { name: 'Will Smith', hand: 'L' },
      { name: 'Aaron Judge', hand: 'R' },
      { name: 'Kyle Tucker', hand: 'L' },
      { name: 'Preston Tucker', hand: 'L' },
      { name: 'Luis Ortiz', hand: 'R' },
      { name: 'Joey Ortiz', hand: 'R' },
      { name: 'Cal Raleigh', hand: 'S' },
      { name: 'Josh Raleigh', hand: 'R' },
      { name: 'Seager', hand: 'L' },
    ],
    ctx,
  );

  it('finds the full name in any spelling', () => {
    expect(lookupHand(hands, 'Jose Ramirez')).toBe('S');
    expect(lookupHand(hands, 'Ramírez, José')).toBe('S');
    expect(lookupHand(hands, 'Vladimir Guerrero Jr.')).toBe('R');
    expect(lookupHand(hands, 'Vladimir Guerrero')).toBe('R');
    expect(lookupHand(hands, 'Mike Siani')).toBe('L');
  });

  it('does not guess between namesakes with different hands', () => {
    expect(lookupHand(hands, 'Will Smith')).toBe(HAND_NOT_FOUND);
  });

  it('falls back to the last name when the first names do not contradict', () => {
    expect(lookupHand(hands, 'A. Judge')).toBe('R');
    expect(lookupHand(hands, 'Judge')).toBe('R');
    expect(lookupHand(hands, 'Corey Seager')).toBe('L');
  });

  it('gives the hand several compatible players agree on', () => {
    expect(lookupHand(hands, 'Tucker')).toBe('L');
    expect(lookupHand(hands, 'L. Ortiz')).toBe('R');
  });

  it('answers NOT FOUND IN CSV when compatible players disagree', () => {
    expect(lookupHand(hands, 'Raleigh')).toBe(HAND_NOT_FOUND);
  });

  it('never takes another person’s hand for a contradicting first name', () => {
    expect(lookupHand(hands, 'Dominic Smith')).toBe(HAND_NOT_FOUND);
    expect(lookupHand(hands, 'Bobby Judge')).toBe(HAND_NOT_FOUND);
  });

  it('answers NOT FOUND IN CSV for an unknown or empty name', () => {
    expect(lookupHand(hands, 'Shohei Ohtani')).toBe(HAND_NOT_FOUND);
    expect(lookupHand(hands, '')).toBe(HAND_NOT_FOUND);
    expect(lookupHand(buildHandIndex([], ctx), 'Aaron Judge')).toBe(HAND_NOT_FOUND);
  });
});

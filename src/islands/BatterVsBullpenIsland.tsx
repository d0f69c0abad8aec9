/**
 * /new-tab "Batter vs Bullpen" (docs/product.md#main-matchup-and-batter-vs-bullpen): team selector; three summary
 * cards — (1) the selected batter's run values per pitch with their average,
 * (2) the batter against the AVERAGE opposing-bullpen run value per pitch with
 * the average difference, (3) the selected bullpen pitcher's run values with
 * their average; the lineup without the starter; a pitch comparison (batter
 * against the selected reliever); the opposing bullpen list (role, G, IP, ERA,
 * SV, HLD, K/9, K%) where a pitcher is selected.
 * Empty states: "No RVs", "No pitcher selected", "No bullpen data found for this team."
 */
import { useState, type ReactNode } from 'react';
import type { MatchupPitcher, PitchValue } from '../../domain/contracts/index.ts';
import { bullpenListColumns } from '../columns/matchup-pitchers.ts';
import { AbsenceNote } from './DataStatus.tsx';
import { LineupCard, matchupCardClass } from './matchup/LineupCard.tsx';
import { PitchBars } from './matchup/PitchBars.tsx';
import { TeamSelect } from './matchup/TeamSelect.tsx';
import { averageRunValue, batterVersusBullpen, formatRunValue, formatSignedRunValue, indexByPitchType, pitchBarScale } from './matchup/pitch-comparison.ts';
import { lineupWithoutStarter } from './matchup/team-selection.ts';
import { useMatchupTeams } from './matchup/use-matchup-teams.tsx';
import { downloadCsv, toCsv } from '../ui/table/csv.ts';
import { formatCell } from '../ui/table/format-cell.ts';
import { SECONDARY_BUTTON_CLASS } from '../ui/styles.ts';

export const NO_RVS = 'No RVs';
export const NO_PITCHER_SELECTED = 'No pitcher selected';
export const NO_BULLPEN = 'No bullpen data found for this team.';

const muted = 'rounded-md bg-slate-50 px-3 py-4 text-center text-sm text-slate-700';

function SummaryCard({ title, testId, className = '', children }: { title: ReactNode; testId: string; className?: string; children: ReactNode }) {
  return (
    <section className={`${matchupCardClass} min-w-0 ${className}`} data-testid={testId}>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Card 1 and card 3: run value per pitch type and their average. */
function RunValueList({ pitches }: { pitches: readonly PitchValue[] | null }) {
  const rows = [...indexByPitchType(pitches ?? []).values()];
  const average = averageRunValue(rows);
  if (rows.length === 0 || average === null) return <p className={muted}>{NO_RVS}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100 text-sm">
        {rows.map((pitch) => (
          <li key={pitch.pitchType} className="flex justify-between gap-2 py-1">
            <span>
              {pitch.pitchName} <span className="text-xs text-slate-600">({pitch.pitchType.trim().toUpperCase()})</span>
            </span>
            <span className="font-semibold tabular-nums">{formatRunValue(pitch.runValue)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold">
        <span>Average</span>
        <span className="tabular-nums" data-testid="average">
          {formatRunValue(average)}
        </span>
      </p>
    </>
  );
}

/** Card 2: the batter against the bullpen's average per pitch type. */
function VersusBullpen({ pitches, bullpen }: { pitches: readonly PitchValue[] | null; bullpen: readonly MatchupPitcher[] }) {
  if (bullpen.length === 0) return <p className={muted}>{NO_BULLPEN}</p>;
  const { rows, averageDifference } = batterVersusBullpen(pitches, bullpen);
  if (rows.length === 0 || averageDifference === null) return <p className={muted}>{NO_RVS}</p>;
  return (
    <>
      <table className="w-full text-sm">
        <caption className="sr-only">Batter run value against the bullpen average per pitch type</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 text-left font-medium">
              Pitch
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Batter
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Bullpen
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Diff
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.pitchType}>
              <th scope="row" className="py-1 text-left font-normal">
                {row.pitchName}
              </th>
              <td className="py-1 pl-3 text-right tabular-nums">{formatRunValue(row.batterRv)}</td>
              <td className="py-1 pl-3 text-right tabular-nums">{formatRunValue(row.bullpenRv)}</td>
              <td className="py-1 pl-3 text-right font-semibold tabular-nums">{formatSignedRunValue(row.difference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold">
        <span>Average difference</span>
        <span className="tabular-nums" data-testid="average-difference">
          {formatSignedRunValue(averageDifference)}
        </span>
      </p>
    </>
  );
}

function BullpenList({
  bullpen,
  teamCode,
  selected,
  onSelect,
}: {
  bullpen: readonly MatchupPitcher[];
  teamCode: string;
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  const [nameColumn, ...statColumns] = bullpenListColumns;
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <button type="button" onClick={() => downloadCsv(`bullpen-${teamCode}.csv`, toCsv(bullpenListColumns, bullpen))} className={SECONDARY_BUTTON_CLASS}>
          Download CSV
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a focusable scroll region (axe: scrollable-region-focusable); a div keeps the table kit's layout. */}
      <div className="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label="Opposing bullpen" tabIndex={0}>
        <table className="min-w-full text-sm">
          <caption className="sr-only">Opposing bullpen: select a pitcher to compare</caption>
          <thead className="bg-slate-100 text-xs text-slate-700">
            <tr>
              {bullpenListColumns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  title={column.title}
                  className={`whitespace-nowrap px-2 py-2 font-semibold ${column.kind === 'number' ? 'text-right' : 'text-left'}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bullpen.map((pitcher) => {
              const isSelected = pitcher.name === selected;
              return (
                <tr key={pitcher.name} className={`border-t border-slate-100 ${isSelected ? 'bg-sky-50' : 'hover:bg-slate-50'}`}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(pitcher.name)}
                      className={
                        'rounded px-1 py-0.5 text-left font-medium whitespace-nowrap underline-offset-2 hover:underline ' +
                        'focus-visible:outline-2 focus-visible:outline-sky-600 ' +
                        (isSelected ? 'font-semibold text-sky-900 underline' : 'text-sky-800')
                      }
                    >
                      {formatCell(nameColumn!, pitcher)}
                    </button>
                  </th>
                  {statColumns.map((column) => (
                    <td key={column.id} className={`whitespace-nowrap px-2 py-1 ${column.kind === 'number' ? 'text-right tabular-nums' : 'text-left'}`}>
                      {formatCell(column, pitcher)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function BatterVsBullpenIsland() {
  const matchups = useMatchupTeams();
  const [pitcherChoice, setPitcherChoice] = useState<{ team: string; name: string } | null>(null);
  if (!matchups.ready) return matchups.view;
  const { data, team, selectTeam, selectBatter, selectedBatter } = matchups;

  const lineup = lineupWithoutStarter(team, data.teams);
  const batter = selectedBatter(lineup);
  const bullpen = team.opposingBullpen;
  const pitcher = pitcherChoice && pitcherChoice.team === team.team ? (bullpen.find((p) => p.name === pitcherChoice.name) ?? null) : null;

  return (
    <div className="space-y-4">
      <AbsenceNote absence={data.absence} />
      <TeamSelect
        teams={data.teams}
        value={team.team}
        onChange={(code) => {
          selectTeam(code);
          setPitcherChoice(null);
        }}
      />
      <h2 className="text-xl font-bold tracking-tight" data-testid="bvb-heading">
        {team.teamName} vs. {team.opponentName} bullpen
      </h2>

      {/* Three cards in a row only from xl; below, cards 1 and 3 side by side and card 2 (a four-column table) under them at full width. */}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SummaryCard testId="card-batter" title={batter ? `${batter.name}: run values` : 'Batter run values'}>
          <RunValueList pitches={batter?.pitches ?? null} />
        </SummaryCard>
        <SummaryCard
          testId="card-versus"
          className="md:order-last md:col-span-2 xl:order-none xl:col-span-1"
          title={`${batter ? batter.name : 'Batter'} vs. bullpen average`}
        >
          <VersusBullpen pitches={batter?.pitches ?? null} bullpen={bullpen} />
        </SummaryCard>
        <SummaryCard testId="card-pitcher" title={pitcher ? `${pitcher.name}: run values` : 'Bullpen pitcher run values'}>
          {pitcher ? <RunValueList pitches={pitcher.pitches} /> : <p className={muted}>{NO_PITCHER_SELECTED}</p>}
        </SummaryCard>
      </div>

      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <LineupCard headingId="bvb-lineup" teamName={team.teamName} batters={lineup} selected={batter?.name ?? null} onSelect={selectBatter} />
        <section aria-labelledby="bvb-compare" className={matchupCardClass} data-testid="pitch-panel">
          <h3 id="bvb-compare" className="mb-3 font-semibold">
            Pitch comparison{batter && pitcher ? `: ${batter.name} vs. ${pitcher.name}` : ''}
          </h3>
          {!pitcher ? (
            <p className={muted}>{NO_PITCHER_SELECTED}</p>
          ) : !batter ? (
            <p className="text-sm text-slate-600">Lineup not posted yet.</p>
          ) : (
            <PitchBars
              batterName={batter.name}
              batterPitches={batter.pitches}
              pitcherName={pitcher.name}
              pitcherPitches={pitcher.pitches}
              scale={pitchBarScale(
                bullpen.map((reliever) => reliever.pitches),
                lineup.map((hitter) => hitter.pitches),
              )}
            />
          )}
        </section>
      </div>

      <section aria-labelledby="bvb-bullpen" className={matchupCardClass}>
        <h3 id="bvb-bullpen" className="mb-2 font-semibold">
          {team.opponentName} bullpen
        </h3>
        {bullpen.length === 0 ? (
          <p className={muted}>{NO_BULLPEN}</p>
        ) : (
          <BullpenList
            bullpen={bullpen}
            teamCode={team.opponent}
            selected={pitcher?.name ?? null}
            onSelect={(name) => setPitcherChoice({ team: team.team, name })}
          />
        )}
      </section>
    </div>
  );
}

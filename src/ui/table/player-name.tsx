/**
 * A player's name in a table cell or card: the name links to his game's matchup, and a small
 * "BvP" link beside it to his batter-vs-pitcher rows. Without a matchup (team unknown) the name
 * itself links to his BvP rows.
 */
import { BVP_LINK_LABEL, type PlayerLinks } from '../../lib/player-links.ts';

const NAME_LINK = 'text-blue-800 underline decoration-slate-300 underline-offset-2 hover:decoration-blue-800';
/** The label is drawn from data-label (::after), so a cell's text stays the name alone. */
const BVP_LINK =
  'after:content-[attr(data-label)] ml-1 inline-block rounded bg-slate-100 px-1 align-[1px] text-[11px] font-semibold leading-4 text-slate-700 hover:bg-blue-100 hover:text-blue-900';

export function PlayerName({ name, links }: { name: string; links: PlayerLinks }) {
  if (links.matchup === null) {
    return (
      <a href={links.bvp} className={NAME_LINK} title={`${name}: batter vs. pitcher history`}>
        {name}
      </a>
    );
  }
  return (
    <>
      <a href={links.matchup} className={NAME_LINK} title={`${name}: today's matchup`}>
        {name}
      </a>
      {/* biome-ignore lint/a11y/useAnchorContent: aria-label names the link; its visible label is drawn from data-label (::after), so the cell's text stays the name. */}
      <a href={links.bvp} className={BVP_LINK} data-label={BVP_LINK_LABEL} aria-label={`${name}: batter vs. pitcher history`} />
    </>
  );
}

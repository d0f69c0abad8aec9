/**
 * /mlb/hr-calculator (docs/product.md#hr-calculator): tabs (Longball Model;
 * "Old Bomb Model (Coming Soon)", disabled), and on the model tab the Factor
 * Weights, Calculator and Model Presets cards, then the static "Understanding
 * Factors" glossary passed in as children.
 *
 * - Weights: eight sliders 0-100 step 1. Weights are shares (the score is a weighted
 *   average): each slider shows its share of the total; the badge always reads "100%",
 *   the shares' total, and is "default" whenever some weight is above 0 (badgeVariant).
 * - Calculator: after Calculate, the player's HR Chance tonight as the headline (calculator.json's
 *   pHr, the probability model's; a batter not playing has none), under it, smaller, the score under
 *   the page's weights (calculatorScore, out of 100 and tagged a score: never a second percent),
 *   and each factor; before that every factor reads "Not Fetched Yet". A name several players
 *   have lists them to choose from. Once a player is calculated, moving a weight re-scores
 *   him at once. In configured mode the players' factors are premium
 *   (calculator/use-calculator-players.ts): anyone without a subscription is told so.
 * - Presets: the built-ins from calculator.json (the page's, in its static HTML) plus the saved ones
 *   (src/lib/presets-store.ts, saved by src/lib/presets-save.ts); loading one copies its weights into the sliders.
 */
import { useStore } from '@nanostores/react';
import { useId, useState, type SubmitEvent, type ReactNode } from 'react';
import type { CalculatorPlayer, CalculatorWeights, Preset } from '../../domain/contracts/calculator.ts';
import { CALCULATOR_WEIGHT_KEYS } from '../../domain/contracts/calculator-keys.ts';
import { badgeVariant, calculatorScore, weightShares, weightsTotal } from '../../domain/scoring/calculator.ts';
import { CALCULATOR_DEFAULT_WEIGHTS, DISPLAY_DECIMALS, MODEL_DEFAULTS } from '../../domain/spec-constants.ts';
import { CALCULATOR_BADGE_TEXT } from '../config/ui-settings.ts';
import { CALCULATOR_FACTORS, findCalculatorPlayer, playerOptionLabel, sameWeights } from '../lib/calculator-factors.ts';
import { SUBSCRIBE_PATH } from '../lib/entitlement.ts';
import { loadAccountFeatures } from '../lib/account-features-loader.ts';
import { formatFixed, formatProbability } from '../lib/format.ts';
import { deletePreset, savePreset } from '../lib/presets-save.ts';
import { $presetAccess, $presets, type SavedPreset } from '../lib/presets-store.ts';
import {
  CALCULATOR_SCORE_LABEL,
  CALCULATOR_VERSUS_HR_PROB,
  HR_CHANCE_TITLE,
  NOT_FETCHED_TEXT,
  NOT_FOUND_TEXT,
  PLAYER_LOOKUP_ERROR,
  PRESET_SAVED_MESSAGE,
  presetSaveErrorMessage,
} from '../lib/projection-texts.ts';
import { SCORE_HINT, SCORE_TAG } from '../lib/score-texts.ts';
import { WeightSlider } from './projections/Sliders.tsx';
import { useCalculatorPlayers, type CalculatorPlayers } from './calculator/use-calculator-players.ts';
import { ControlledTabs } from '../ui/tabs/ControlledTabs.tsx';
import { FIELD_CLASS, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../ui/styles.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

// Configured mode: presets are saved to the signed-in user's account.
loadAccountFeatures();

const card = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const primaryButton = PRIMARY_BUTTON_CLASS;
const secondaryButton = SECONDARY_BUTTON_CLASS;
const inputClass = `w-full ${FIELD_CLASS} placeholder:text-slate-500`;

// ---------------------------------------------------------------------------

function WeightsBadge({ weights }: { weights: CalculatorWeights }) {
  const variant = badgeVariant(weights);
  const total = weightsTotal(weights);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        data-testid="weights-badge"
        data-variant={variant}
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold text-white ${variant === 'default' ? 'bg-emerald-700' : 'bg-red-700'}`}
      >
        {CALCULATOR_BADGE_TEXT}
      </span>
      <span className={`text-sm ${variant === 'default' ? 'text-emerald-800' : 'font-medium text-red-800'}`} data-testid="weights-total">
        {variant === 'default' ? `Total: ${total}` : 'Set at least one weight above 0'}
      </span>
    </div>
  );
}

function FactorWeightsCard({ weights, onChange }: { weights: CalculatorWeights; onChange: (w: CalculatorWeights) => void }) {
  const shares = weightShares(weights);
  return (
    <section aria-labelledby="factor-weights-title" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="factor-weights-title" className="text-lg font-semibold">
          Factor Weights
        </h2>
        <WeightsBadge weights={weights} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Each weight counts by its share of the total, shown beside it: the shares always add up to 100%, so any total works.
      </p>
      <div className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {CALCULATOR_WEIGHT_KEYS.map((key) => (
          <WeightSlider
            key={key}
            label={CALCULATOR_FACTORS[key].label}
            title={CALCULATOR_FACTORS[key].description}
            value={weights[key]}
            share={formatProbability(shares[key], 1)}
            onChange={(value) => onChange({ ...weights, [key]: value })}
          />
        ))}
      </div>
      <button type="button" className={`${secondaryButton} mt-4`} onClick={() => onChange({ ...CALCULATOR_DEFAULT_WEIGHTS })}>
        Reset to defaults
      </button>
    </section>
  );
}

// ---------------------------------------------------------------------------

type Outcome =
  | { kind: 'none' }
  | { kind: 'found'; player: CalculatorPlayer }
  | { kind: 'choose'; typed: string; candidates: CalculatorPlayer[] }
  | { kind: 'error'; detail: string }
  /** Nothing failed: the name matches no player (yet); said plainly, not as an error. */
  | { kind: 'not-found'; detail: string };

/** How many candidates an ambiguous name lists; more ask for a fuller name. */
const MAX_CANDIDATES = 12;

function lookUp(players: CalculatorPlayers, name: string): Outcome {
  if (players.status === 'error') return { kind: 'error', detail: players.message };
  if (players.status !== 'ready') return { kind: 'not-found', detail: 'The player data is still loading: try again in a moment.' };
  const found = findCalculatorPlayer(players.players, name);
  if (found.kind === 'found') return { kind: 'found', player: found.player };
  if (found.kind === 'ambiguous') return { kind: 'choose', typed: name.trim(), candidates: found.candidates };
  return { kind: 'not-found', detail: `No player named "${name.trim()}" in today's data. Type more of the name, or pick one from the list.` };
}

function Candidates({ outcome, onChoose }: { outcome: Extract<Outcome, { kind: 'choose' }>; onChoose: (player: CalculatorPlayer) => void }) {
  const shown = outcome.candidates.slice(0, MAX_CANDIDATES);
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm" data-testid="calculator-candidates">
      <p className="font-medium text-slate-900">
        {outcome.candidates.length} players match "{outcome.typed}": choose one
        {outcome.candidates.length > shown.length && ` (the first ${shown.length} are shown; type more of the name to narrow them)`}.
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Matching players">
        {shown.map((candidate) => (
          <li key={candidate.id}>
            <button type="button" className={secondaryButton} onClick={() => onChoose(candidate)}>
              {playerOptionLabel(candidate)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LockedNotice() {
  return (
    <p className="mt-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-slate-800" data-testid="calculator-locked">
      Looking up a player uses today's player data, which comes with a subscription, as HR Projections does. The weights and presets work for everyone.{' '}
      <a className="font-medium text-sky-800 underline" href={SUBSCRIBE_PATH}>
        Subscribe
      </a>
    </p>
  );
}

/**
 * The headline's note: the hitter's HR Chance tonight is the same figure as on HR Projections. Texts
 * of this page only (in projection-texts.ts they would weigh on HR Projections' shared chunk).
 */
export const CALCULATOR_HR_CHANCE_NOTE = 'His chance of at least one home run tonight, from the probability model: the same HR Chance as on HR Projections.';
/** A batter with no game tonight has no HR Chance. */
export const CALCULATOR_NO_HR_CHANCE = "No HR Chance: he is not in tonight's lineups.";

/** The score as the Calculator shows it: points out of 100, one decimal, never a percent (HR Chance is the one probability). */
export function formatCalculatorScore(score: number | null): string {
  return score === null ? NOT_FOUND_TEXT : formatFixed(score * 100, DISPLAY_DECIMALS.probabilityPercent);
}

/** The headline: his HR Chance tonight (the probability model's pHr), or why he has none. */
function HrChanceHeadline({ player }: { player: CalculatorPlayer }) {
  if (player.pHr === null) {
    return (
      <p className="mt-1 text-base font-semibold text-slate-800" data-testid="calculator-hr-chance">
        {CALCULATOR_NO_HR_CHANCE}
      </p>
    );
  }
  return (
    <>
      <p className="mt-1 text-3xl font-bold tabular-nums text-sky-900" data-testid="calculator-hr-chance">
        <span className="sr-only">HR Chance: </span>
        <span data-testid="calculator-hr-chance-value">{formatProbability(player.pHr, DISPLAY_DECIMALS.probabilityPercent)}</span>
        <span aria-hidden="true" className="ml-2 align-middle text-sm font-medium text-slate-600" title={HR_CHANCE_TITLE}>
          HR Chance
        </span>
      </p>
      <p className="mt-0.5 text-xs text-slate-600">{CALCULATOR_HR_CHANCE_NOTE}</p>
    </>
  );
}

function Result({ player, weights }: { player: CalculatorPlayer; weights: CalculatorWeights }) {
  const score = calculatorScore(player.factors, weights);
  return (
    <div className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3" data-testid="calculator-result">
      <p className="text-sm text-slate-700">
        {playerOptionLabel(player)}
        {player.playingToday ? ', playing today' : `, not playing today: neutral park and ${MODEL_DEFAULTS.temperature} °F`}
      </p>
      <HrChanceHeadline player={player} />
      <div className="mt-3 border-t border-sky-200 pt-2" data-testid="calculator-score-block">
        <p className="text-lg font-semibold tabular-nums text-slate-900">
          <span className="sr-only">{CALCULATOR_SCORE_LABEL}: </span>
          <span data-testid="calculator-score">{formatCalculatorScore(score)}</span>
          <span aria-hidden="true" className="ml-2 align-middle text-sm font-medium text-slate-600">
            {CALCULATOR_SCORE_LABEL}
          </span>
          <span
            aria-hidden="true"
            title={SCORE_HINT}
            className="ml-2 rounded bg-slate-200 px-1 align-middle text-[10px] font-semibold uppercase leading-4 tracking-wide text-slate-700"
          >
            {SCORE_TAG}
          </span>
        </p>
        <p className="mt-1 text-xs text-slate-600" data-testid="calculator-score-note">
          The stats below under the weights above: it ranks hitters, not the chance he homers. {CALCULATOR_VERSUS_HR_PROB}
        </p>
      </div>
    </div>
  );
}

function LookupForm({ players, name, setName, onSubmit }: { players: CalculatorPlayers; name: string; setName: (name: string) => void; onSubmit: () => void }) {
  const inputId = useId();
  const listId = useId();
  // The static HTML (and the render that hydrates it) reads "Calculate": the file is read once the script runs.
  const loading = useHydrated() && players.status === 'loading';
  return (
    <form
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event: SubmitEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Player name
        </label>
        <input
          id={inputId}
          list={listId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Start typing a player's name"
          autoComplete="off"
          className={`${inputClass} mt-1`}
        />
        <datalist id={listId}>{players.status === 'ready' && players.players.map((p) => <option key={p.id} value={playerOptionLabel(p)} />)}</datalist>
      </div>
      <button type="submit" className={primaryButton} disabled={name.trim() === '' || loading}>
        {loading ? 'Loading...' : 'Calculate'}
      </button>
    </form>
  );
}

function CalculatorCard({ weights }: { weights: CalculatorWeights }) {
  const players = useCalculatorPlayers();
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const player = outcome.kind === 'found' ? outcome.player : null;
  const choose = (chosen: CalculatorPlayer) => {
    setName(playerOptionLabel(chosen));
    setOutcome({ kind: 'found', player: chosen });
  };

  return (
    <section aria-labelledby="calculator-title" className={card}>
      <h2 id="calculator-title" className="text-lg font-semibold">
        Calculator
      </h2>
      {players.status === 'locked' ? (
        <LockedNotice />
      ) : (
        <LookupForm players={players} name={name} setName={setName} onSubmit={() => setOutcome(lookUp(players, name))} />
      )}

      <div aria-live="polite" className="mt-4">
        {outcome.kind === 'error' && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p className="font-semibold">{PLAYER_LOOKUP_ERROR}</p>
            <p className="mt-0.5">{outcome.detail}</p>
          </div>
        )}
        {outcome.kind === 'not-found' && (
          <p role="status" className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="calculator-not-found">
            {outcome.detail}
          </p>
        )}
        {outcome.kind === 'choose' && <Candidates outcome={outcome} onChoose={choose} />}
        {player && <Result player={player} weights={weights} />}
      </div>

      <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="calculator-factors">
        {CALCULATOR_WEIGHT_KEYS.map((key) => {
          const value = player ? player.factors[key] : undefined;
          const text = value === undefined ? NOT_FETCHED_TEXT : value === null ? NOT_FOUND_TEXT : CALCULATOR_FACTORS[key].display(value);
          return (
            <div key={key} className="flex items-center justify-between gap-3 py-1.5">
              <dt className="text-slate-700">{CALCULATOR_FACTORS[key].label}</dt>
              <dd className={`tabular-nums ${value === undefined ? 'text-slate-500' : 'font-semibold text-slate-900'}`}>{text}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

// ---------------------------------------------------------------------------

function PresetRow({ preset, current, onLoad, onDelete }: { preset: Preset; current: CalculatorWeights; onLoad: () => void; onDelete?: () => void }) {
  const loaded = sameWeights(preset.weights, current);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium">
          {preset.name}
          <span className="ms-2 text-xs font-normal text-slate-600">total {weightsTotal(preset.weights)}</span>
        </p>
        {preset.description && <p className="text-sm text-slate-600">{preset.description}</p>}
      </div>
      <div className="flex gap-2">
        <button type="button" className={secondaryButton} onClick={onLoad} aria-label={`Load ${preset.name}`} aria-pressed={loaded}>
          {loaded ? 'Loaded' : 'Load'}
        </button>
        {onDelete && (
          <button type="button" className={secondaryButton} onClick={onDelete} aria-label={`Delete ${preset.name}`}>
            Delete
          </button>
        )}
      </div>
    </li>
  );
}

function ModelPresetsCard({
  presets,
  weights,
  onLoad,
}: {
  presets: readonly Preset[];
  weights: CalculatorWeights;
  onLoad: (weights: CalculatorWeights) => void;
}) {
  const saved = useStore($presets);
  const access = useStore($presetAccess);
  const [tab, setTab] = useState('load');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const nameId = useId();
  const descriptionId = useId();

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      await savePreset({ name, description, weights });
      setMessage({ ok: true, text: PRESET_SAVED_MESSAGE });
      setName('');
      setDescription('');
    } catch (e) {
      setMessage({ ok: false, text: presetSaveErrorMessage(e instanceof Error ? e.message : String(e)) });
    } finally {
      setSaving(false);
    }
  };

  const load = (preset: Preset | SavedPreset) => {
    onLoad({ ...preset.weights });
    setMessage({ ok: true, text: `Loaded "${preset.name}".` });
  };

  return (
    <section aria-labelledby="model-presets-title" className={card}>
      <h2 id="model-presets-title" className="mb-3 text-lg font-semibold">
        Model Presets
      </h2>
      <ControlledTabs
        label="Model presets"
        idPrefix="presets"
        size="sm"
        tabs={[
          { id: 'load', label: 'Load Preset' },
          { id: 'save', label: 'Save Preset' },
        ]}
        selected={tab}
        onSelect={(id) => {
          setTab(id);
          setMessage(null);
        }}
      >
        {tab === 'load' ? (
          <div>
            <ul className="divide-y divide-slate-100" aria-label="Presets">
              {presets.map((preset) => (
                <PresetRow key={`builtin-${preset.name}`} preset={preset} current={weights} onLoad={() => load(preset)} />
              ))}
              {saved.presets.map((preset) => (
                <PresetRow key={preset.id} preset={preset} current={weights} onLoad={() => load(preset)} onDelete={() => void deletePreset(preset.id)} />
              ))}
            </ul>
            {saved.status === 'error' && <p className="mt-2 text-sm text-red-800">Saved presets could not be read: {saved.error}</p>}
          </div>
        ) : (
          <form className="space-y-3" onSubmit={save}>
            <p className="text-sm text-slate-600">{access.notice}</p>
            <div>
              <label htmlFor={nameId} className="block text-sm font-medium text-slate-800">
                Preset name
              </label>
              <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} className={`${inputClass} mt-1`} maxLength={60} />
            </div>
            <div>
              <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-800">
                Description
              </label>
              <input
                id={descriptionId}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                className={`${inputClass} mt-1`}
                maxLength={200}
              />
            </div>
            <p className="text-xs text-slate-600">Saves the eight weights currently on the sliders (total {weightsTotal(weights)}).</p>
            <button type="submit" className={primaryButton} disabled={name.trim() === '' || !access.canSave || saving}>
              {saving ? 'Saving...' : 'Save'}
            </button>
          </form>
        )}
      </ControlledTabs>
      {message && (
        <div
          role={message.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-md border px-3 py-2 text-sm ${
            message.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'
          }`}
        >
          {message.text}
        </div>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------

export interface HrCalculatorIslandProps {
  /** The built-in presets (calculator.json's, public in both modes), in the static HTML with the rest of the cards. */
  presets: readonly Preset[];
  /** The static "Understanding Factors" glossary. */
  children?: ReactNode;
}

export default function HrCalculatorIsland({ presets, children }: HrCalculatorIslandProps) {
  const [weights, setWeights] = useState<CalculatorWeights>({ ...CALCULATOR_DEFAULT_WEIGHTS });
  // The page is drawn whole before its script runs (it may hydrate at the visitor's first input,
  // client:ondemand): until then every control is disabled, as a slide or a keystroke before
  // hydration would be undone by it.
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
      <ControlledTabs
        label="Calculator models"
        idPrefix="calculator"
        tabs={[
          { id: 'longball', label: 'Longball Model' },
          { id: 'old-bomb', label: 'Old Bomb Model (Coming Soon)', disabled: true },
        ]}
        selected="longball"
        onSelect={() => undefined}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <FactorWeightsCard weights={weights} onChange={setWeights} />
          <CalculatorCard weights={weights} />
          <ModelPresetsCard presets={presets} weights={weights} onLoad={setWeights} />
          {children}
        </div>
      </ControlledTabs>
    </fieldset>
  );
}

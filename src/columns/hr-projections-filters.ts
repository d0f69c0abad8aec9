/**
 * The Filter panel of "Today's HR Projections" (./hr-projections.ts ownModelColumns): its boxes,
 * one per number column. A module of its own: it loads with the panel, when the panel is first
 * opened.
 */
import { PARK_FACTOR_UNIT } from '../lib/park-factor.ts';

/**
 * A Filter panel box: a number column, typed in the unit it is shown in
 * (`scale` turns the stored value into that unit: probabilities are shown as percents).
 */
export interface FilterableColumn {
  id: string;
  label: string;
  unit: string;
  scale: number;
  step: string;
}

export const OWN_MODEL_FILTERS: readonly FilterableColumn[] = [
  { id: 'hrProbability', label: 'HR Prob', unit: '%', scale: 100, step: '0.1' },
  { id: 'pHr', label: 'HR Chance', unit: '%', scale: 100, step: '0.1' },
  { id: 'bookProbability', label: 'Fair', unit: '%', scale: 100, step: '0.1' },
  { id: 'edge', label: 'Edge', unit: 'pts', scale: 100, step: '0.1' },
  { id: 'evPerDollar', label: 'EV / $1', unit: '$', scale: 1, step: '0.01' },
  { id: 'battingOrder', label: 'Batting Order', unit: '', scale: 1, step: '1' },
  { id: 'hardHitRate', label: 'Hard Hit%', unit: '%', scale: 1, step: '0.1' },
  { id: 'hrRate', label: 'HR Rate Last 7', unit: '', scale: 1, step: '0.001' },
  { id: 'barrelRate', label: 'Barrel %', unit: '%', scale: 1, step: '0.1' },
  { id: 'exitVelo', label: 'Exit Velo', unit: 'mph', scale: 1, step: '0.1' },
  { id: 'launchAngle', label: 'Launch Angle', unit: '°', scale: 1, step: '0.1' },
  { id: 'parkFactor', label: 'Park Factor', unit: PARK_FACTOR_UNIT, scale: 1, step: '1' },
  { id: 'temperature', label: 'Temp', unit: '°F', scale: 1, step: '1' },
  { id: 'hr', label: 'HR Last 7', unit: '', scale: 1, step: '1' },
  { id: 'avg', label: 'AVG Last 7', unit: '', scale: 1, step: '0.001' },
  { id: 'slg', label: 'SLG Last 7', unit: '', scale: 1, step: '0.001' },
];

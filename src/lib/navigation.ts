/**
 * The site's navigation: sidebar links in their fixed order (docs/product.md#shell), the landing
 * page's feature cards (docs/product.md#landing) and the footer groups. Plain data, shared
 * by the shell and the pages; Tailwind class names are written out in full so
 * Tailwind finds them.
 */
import type { IconName } from './icons.ts';

/** The visitor's roles (docs/product.md#accounts). */
export type Role = 'guest' | 'user' | 'member' | 'subscriber' | 'moderator';

export interface NavLink {
  href: string;
  label: string;
  icon: IconName;
  /** docs/product.md#shell: a per-link role restriction exists but is set on no link. */
  roles?: readonly Role[];
}

/** The sidebar's links, in their fixed order (docs/product.md#shell). */
export const SIDEBAR_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home', icon: 'home' },
  { href: '/mlb/main-matchup', label: 'Main Matchup', icon: 'matchup' },
  { href: '/mlb/hr-projections', label: 'HR Projections', icon: 'target' },
  { href: '/mlb/hr-calculator', label: 'HR Calculator', icon: 'calculator' },
  { href: '/historic-projections', label: 'Historic Projections', icon: 'history' },
  { href: '/season-homers', label: 'Season Home Runs', icon: 'baseball' },
  { href: '/hrs-by-park', label: 'HRs By Park', icon: 'stadium' },
  { href: '/mlb/park-factors', label: 'Park Factors', icon: 'gauge' },
  { href: '/rv-comparison', label: 'RV Comparison', icon: 'scale' },
  { href: '/new-tab', label: 'Batter vs Bullpen', icon: 'bullpen' },
  { href: '/bullpen-table', label: 'Bullpen Table', icon: 'table' },
  { href: '/mlb/lineups', label: 'Game Matchups', icon: 'lineup' },
  { href: '/mlb/bvp', label: 'BvP Stats', icon: 'versus' },
  { href: '/subscribe', label: 'Subscribe', icon: 'card' },
  { href: '/x', label: 'X Feed', icon: 'x' },
  { href: '/tiktok', label: 'TikTok Feed', icon: 'tiktok' },
];

export interface FeatureCard {
  title: string;
  description: string;
  href: string;
  icon: IconName;
  /** Icon tile colours (background + foreground), AA contrast. */
  tileClass: string;
  /** Top accent border of the card. */
  accentClass: string;
}

/** One card per tool, with its title, description and target (docs/product.md#landing). */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: 'Main Matchup',
    description: "Compare today's top MLB matchups with analytics and projections.",
    href: '/mlb/main-matchup',
    icon: 'matchup',
    tileClass: 'bg-blue-100 text-blue-800',
    accentClass: 'border-t-blue-600',
  },
  {
    title: 'HR Projections',
    description: 'Home run probabilities using batter stats, pitcher data, park factors and matchup information.',
    href: '/mlb/hr-projections',
    icon: 'target',
    tileClass: 'bg-red-100 text-red-800',
    accentClass: 'border-t-red-600',
  },
  {
    title: 'HR Calculator',
    description: 'Customise a home-run probability model by adjusting the weights of statistical factors.',
    href: '/mlb/hr-calculator',
    icon: 'calculator',
    tileClass: 'bg-emerald-100 text-emerald-800',
    accentClass: 'border-t-emerald-600',
  },
  {
    title: 'RV Comparison',
    description: 'Compare relative value projections for players across models.',
    href: '/rv-comparison',
    icon: 'scale',
    tileClass: 'bg-violet-100 text-violet-800',
    accentClass: 'border-t-violet-600',
  },
  {
    title: 'Batter vs Bullpen',
    description: 'Batter performance against opposing bullpens.',
    href: '/new-tab',
    icon: 'bullpen',
    tileClass: 'bg-orange-100 text-orange-800',
    accentClass: 'border-t-orange-600',
  },
  {
    title: 'Bullpen Table',
    description: 'Bullpen stats and rankings for all MLB teams.',
    href: '/bullpen-table',
    icon: 'table',
    tileClass: 'bg-teal-100 text-teal-800',
    accentClass: 'border-t-teal-600',
  },
  {
    title: 'Game Matchups',
    description: 'Scheduled games, lineups and matchup details.',
    href: '/mlb/lineups',
    icon: 'lineup',
    tileClass: 'bg-indigo-100 text-indigo-800',
    accentClass: 'border-t-indigo-600',
  },
  {
    title: 'BvP Stats',
    description: 'Historical batter-versus-pitcher statistics.',
    href: '/mlb/bvp',
    icon: 'versus',
    tileClass: 'bg-amber-100 text-amber-900',
    accentClass: 'border-t-amber-500',
  },
];

/** Both calls to action of the landing page lead here (docs/product.md#landing). */
export const GET_STARTED_HREF = '/mlb/hr-projections';

export interface FooterLink {
  href: string;
  label: string;
}

export const FOOTER_FEATURE_LINKS: readonly FooterLink[] = [
  { href: '/mlb/hr-projections', label: 'HR Projections' },
  { href: '/mlb/hr-calculator', label: 'HR Calculator' },
  { href: '/mlb/main-matchup', label: 'Main Matchup' },
  { href: '/rv-comparison', label: 'RV Comparison' },
  { href: '/season-homers', label: 'Season Home Runs' },
];

export const FOOTER_RESOURCE_LINKS: readonly FooterLink[] = [
  { href: '/mlb/park-factors', label: 'Park Factors' },
  { href: '/mlb/lineups', label: 'Game Matchups' },
  { href: '/historic-projections', label: 'Historic Projections' },
  { href: '/model', label: 'HR Chance Model' },
  { href: '/hrs-by-park', label: 'HRs By Park' },
  { href: '/subscribe', label: 'Plans & Pricing' },
];

export const FOOTER_SOCIAL_LINKS: readonly FooterLink[] = [
  { href: '/x', label: 'X' },
  { href: '/tiktok', label: 'TikTok' },
];

/**
 * The footer's "All Features" grid. Its Batter vs Bullpen link goes to the bullpen depth
 * chart, /mlb/bullpen, not /new-tab as in the sidebar (docs/product.md#shell).
 */
export const FOOTER_ALL_FEATURES: readonly FooterLink[] = FEATURE_CARDS.map((card) => ({
  href: card.title === 'Batter vs Bullpen' ? '/mlb/bullpen' : card.href,
  label: card.title,
}));

/** "/mlb/bvp/" and "/mlb/bvp" are the same page. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

-- Longball 0007: the HR Calculator's per-batter factors are premium like the projections.
-- With them and the model weights that ship in the site's JavaScript, anyone could recompute the
-- day's ranking, so in configured mode they are not in the static build: `pipeline publish`
-- stores them in the day's premium_slates row (calculator.json's `players`), and the calculator
-- reads them with the visitor's session. The row's select policy (0005: subscribers and
-- moderators) covers the column; a row published before this migration has no players.

alter table public.premium_slates
  add column calculator_players jsonb not null default '[]'::jsonb
    constraint premium_slates_calculator_players_array check (jsonb_typeof(calculator_players) = 'array');

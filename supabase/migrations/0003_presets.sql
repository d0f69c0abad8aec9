-- Longball 0003: HR Calculator weight presets, private to their owner.

-- The calculator's 8 weights, each a JSON number from 0 to 100, no other keys.
create or replace function private.is_valid_preset_weights(weights jsonb) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when weights is null or jsonb_typeof(weights) <> 'object' then false
    else (
      select count(*) = 8
        and coalesce(bool_and(
          e.key = any (array[
            'hrRate', 'isoRate', 'barrelRate', 'exitVelo',
            'launchAngle', 'parkFactor', 'recentPerformance', 'temperature'
          ])
          and case
            when jsonb_typeof(e.value) = 'number' then e.value::numeric between 0 and 100
            else false
          end
        ), false)
      from jsonb_each(weights) as e
    )
  end
$$;
revoke all on function private.is_valid_preset_weights(jsonb) from public, anon, authenticated;
grant execute on function private.is_valid_preset_weights(jsonb) to authenticated, service_role;

create table public.presets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint presets_name_length check (char_length(name) between 1 and 80 and btrim(name) <> ''),
  description text
    constraint presets_description_length check (description is null or char_length(description) <= 500),
  weights jsonb not null
    constraint presets_weights_valid check (private.is_valid_preset_weights(weights)),
  created_at timestamptz not null default now()
);

create index presets_user_id_idx on public.presets (user_id);

alter table public.presets enable row level security;
alter table public.presets force row level security;

revoke all on table public.presets from anon, authenticated;
grant select, delete on table public.presets to authenticated;
-- user_id may be sent by the client (supabase-js habit) but the policy pins it to the caller.
grant insert (user_id, name, description, weights) on table public.presets to authenticated;
-- Ownership cannot be transferred: user_id is not updatable.
grant update (name, description, weights) on table public.presets to authenticated;
grant select, insert, update, delete on table public.presets to service_role;

create policy "presets: a user reads own presets"
  on public.presets for select to authenticated
  using (user_id = (select auth.uid()));

create policy "presets: a user creates own presets"
  on public.presets for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "presets: a user edits own presets"
  on public.presets for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "presets: a user deletes own presets"
  on public.presets for delete to authenticated
  using (user_id = (select auth.uid()));

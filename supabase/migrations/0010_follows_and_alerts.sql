-- Longball 0010: followed players and their alerts (Pro's "Real-time updates", docs/accounts.md#followed-players).
--
-- player_follows: the players a customer follows, by the projections' player id (projections.json
--   `id`: 'mlbam-<MLBAM id>', or a name-team slug when the exports give no MLBAM id).
--   Reads / deletes: a signed-in user, his own rows only (also after leaving Pro, to clean up).
--   Inserts: a signed-in user, as himself, and only while his profile (server-owned, 0008) says
--            subscriber on the pro plan: the Pro check is the database's, never the client's.
--   No update: unfollow and follow again.
-- follow_alerts: one row per (follower, slate date, player, game, change) the product has already
--   told him about, so a re-run of `pipeline publish` never sends the same change twice.
--   service_role only.
-- public.send_follow_alerts(date, jsonb): what `pipeline publish` calls with the service key after
--   comparing a later run of the day with the previous one (pipeline/core/follow-alerts.ts):
--   every alert goes, as a mailbox message, to each follower of the player who is Pro now and
--   has not had it yet; answers the number of messages sent.

-- The caller is a Pro subscriber (the plan rule of src/shared/plans.ts), for the policies of every
-- Pro feature a client writes itself (follows here, saved views in 0011). SECURITY DEFINER so that
-- a policy does not depend on profiles' own RLS; it only ever reveals the caller's own plan.
create or replace function private.caller_is_pro_subscriber() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.role = 'subscriber' and p.plan = 'pro' from public.profiles p where p.id = (select auth.uid())),
    false
  )
$$;
revoke all on function private.caller_is_pro_subscriber() from public, anon, authenticated;
grant execute on function private.caller_is_pro_subscriber() to authenticated, service_role;

create table public.player_follows (
  user_id uuid not null references auth.users (id) on delete cascade,
  player_id text not null
    constraint player_follows_player_id_format check (player_id ~ '^[a-z0-9-]{1,120}$'),
  player_name text not null
    constraint player_follows_player_name_length check (char_length(btrim(player_name)) between 1 and 120),
  created_at timestamptz not null default now(),
  primary key (user_id, player_id)
);
comment on table public.player_follows is
  'Players a Pro customer follows (player_id = projections.json id). Alerts go to Pro followers only.';

create index player_follows_player_id_idx on public.player_follows (player_id);

alter table public.player_follows enable row level security;
alter table public.player_follows force row level security;

revoke all on table public.player_follows from anon, authenticated;
grant select, delete on table public.player_follows to authenticated;
grant insert (user_id, player_id, player_name) on table public.player_follows to authenticated;
grant select, insert, update, delete on table public.player_follows to service_role;

create policy "player_follows: a user reads own follows"
  on public.player_follows for select to authenticated
  using (user_id = (select auth.uid()));

create policy "player_follows: a user removes own follows"
  on public.player_follows for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "player_follows: a Pro subscriber follows as himself"
  on public.player_follows for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.caller_is_pro_subscriber()));

create table public.follow_alerts (
  user_id uuid not null references auth.users (id) on delete cascade,
  slate_date date not null,
  player_id text not null,
  game_id text not null,
  alert_key text not null
    constraint follow_alerts_alert_key_length check (char_length(alert_key) between 1 and 200),
  message_id uuid references public.messages (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (user_id, slate_date, player_id, game_id, alert_key)
);
comment on table public.follow_alerts is
  'Alerts already sent to a follower (one per change), so a re-published run sends nothing twice. service_role only.';

alter table public.follow_alerts enable row level security;
alter table public.follow_alerts force row level security;

revoke all on table public.follow_alerts from anon, authenticated;
grant select, insert, update, delete on table public.follow_alerts to service_role;

-- p_alerts: [{ "player_id", "game_id", "alert_key", "title", "body" }, ...]
create or replace function public.send_follow_alerts(p_slate_date date, p_alerts jsonb) returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  alert record;
  follower record;
  message uuid;
  sent integer := 0;
begin
  if jsonb_typeof(p_alerts) is distinct from 'array' then
    raise exception 'p_alerts must be a JSON array' using errcode = 'invalid_parameter_value';
  end if;
  for alert in
    select a.player_id, a.game_id, a.alert_key, a.title, a.body
    from jsonb_to_recordset(p_alerts) as a(player_id text, game_id text, alert_key text, title text, body text)
  loop
    if alert.player_id is null or alert.game_id is null or alert.alert_key is null or alert.title is null or alert.body is null then
      raise exception 'every alert needs player_id, game_id, alert_key, title and body' using errcode = 'invalid_parameter_value';
    end if;
    for follower in
      select f.user_id
      from public.player_follows f
      join public.profiles p on p.id = f.user_id
      where f.player_id = alert.player_id and p.role = 'subscriber' and p.plan = 'pro'
      order by f.user_id
    loop
      insert into public.follow_alerts (user_id, slate_date, player_id, game_id, alert_key)
      values (follower.user_id, p_slate_date, alert.player_id, alert.game_id, alert.alert_key)
      on conflict do nothing;
      if found then
        insert into public.messages (user_id, title, body)
        values (follower.user_id, alert.title, alert.body)
        returning id into message;
        update public.follow_alerts set message_id = message
        where user_id = follower.user_id and slate_date = p_slate_date and player_id = alert.player_id
          and game_id = alert.game_id and alert_key = alert.alert_key;
        sent := sent + 1;
      end if;
    end loop;
  end loop;
  return sent;
end
$$;
revoke all on function public.send_follow_alerts(date, jsonb) from public, anon, authenticated;
grant execute on function public.send_follow_alerts(date, jsonb) to service_role;

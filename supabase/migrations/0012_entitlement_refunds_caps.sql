-- Longball 0012: access computed from the subscription, refunds and disputes, per-user caps,
-- API key creation rate, sign-up notices (docs/configuration.md#access-refunds-and-limits).
--
-- Entitlement (one rule, every check): a user is entitled while one of his subscriptions
--   * has a status that entitles (active, trialing, past_due),
--   * has a paid period that has not ended (current_period_end > now()), and
--   * is not ended by a full refund or a dispute (public.charge_adjustments).
-- His plan is the best plan among those subscriptions (pro over basic). The role the policies
-- see is computed from it (private.effective_role): a moderator stays a moderator; an entitled
-- user is a subscriber; a stored 'subscriber' without an entitling subscription reads as 'user'
-- (a lost "subscription deleted" event cannot extend access past the period end). The stored
-- profiles.role / profiles.plan stay what the server mirrors from Stripe for the pages; no policy
-- or server check trusts them alone any more.

-- 1. The plan of each mirrored subscription, written by the server from the price id
--    (STRIPE_PRICE_BASIC / STRIPE_PRICE_PRO); null for a price that is neither. Rows mirrored
--    before this migration take the plan the profile shows for its entitling subscription; the
--    next sync of the customer rewrites it from the price.
alter table public.subscriptions
  add column plan text
    constraint subscriptions_plan_check check (plan in ('basic', 'pro'));

update public.subscriptions s
   set plan = p.plan
  from public.profiles p
 where p.id = s.user_id
   and p.plan is not null
   and s.status in ('active', 'trialing', 'past_due');

-- 2. Refunds and disputes of a customer's charges, one row per Stripe event (its id), recorded by
--    the webhook from the charge as Stripe reports it. A full refund or a dispute ends access
--    (ends_access): the subscriptions it names stop entitling at once, whatever Stripe later
--    reports about them. A partial refund is recorded and changes nothing. Server only.
create table public.charge_adjustments (
  event_id text primary key
    constraint charge_adjustments_event_id_length check (char_length(event_id) between 1 and 255),
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_id text not null
    constraint charge_adjustments_customer_id_length check (char_length(customer_id) between 1 and 255),
  charge_id text not null
    constraint charge_adjustments_charge_id_length check (char_length(charge_id) between 1 and 255),
  kind text not null
    constraint charge_adjustments_kind_check check (kind in ('full_refund', 'partial_refund', 'dispute')),
  amount bigint not null constraint charge_adjustments_amount_check check (amount >= 0),
  amount_refunded bigint not null constraint charge_adjustments_amount_refunded_check check (amount_refunded >= 0),
  currency text constraint charge_adjustments_currency_length check (char_length(currency) between 1 and 10),
  ends_access boolean not null,
  subscription_ids text[] not null default '{}',
  recorded_at timestamptz not null default now(),
  constraint charge_adjustments_kind_ends_access check (ends_access = (kind in ('full_refund', 'dispute')))
);
comment on table public.charge_adjustments is
  'Refunds and disputes (one row per Stripe event id). ends_access: the named subscriptions no longer entitle. service_role only.';

create index charge_adjustments_user_id_idx on public.charge_adjustments (user_id);
create index charge_adjustments_customer_id_idx on public.charge_adjustments (customer_id);

alter table public.charge_adjustments enable row level security;
alter table public.charge_adjustments force row level security;

revoke all on table public.charge_adjustments from anon, authenticated;
grant select, insert, update, delete on table public.charge_adjustments to service_role;

-- 3. What the pages show: why access ended (a refund or a dispute, and when), and when the server
--    last reconciled the billing state with Stripe (the account pages ask for a reconciliation
--    when it is older than a few minutes). Server-owned like the other billing columns.
alter table public.profiles
  add column access_ended_reason text
    constraint profiles_access_ended_reason_check check (access_ended_reason in ('refund', 'dispute')),
  add column access_ended_at timestamptz,
  add column billing_synced_at timestamptz;

create or replace function private.guard_profile_server_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user::text in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      raise exception 'profiles are created by the sign-up trigger only'
        using errcode = 'insufficient_privilege';
    end if;
    if new.id is distinct from old.id
       or new.role is distinct from old.role
       or new.stripe_customer_id is distinct from old.stripe_customer_id
       or new.email is distinct from old.email
       or new.plan is distinct from old.plan
       or new.subscription_status is distinct from old.subscription_status
       or new.current_period_end is distinct from old.current_period_end
       or new.cancel_at_period_end is distinct from old.cancel_at_period_end
       or new.access_ended_reason is distinct from old.access_ended_reason
       or new.access_ended_at is distinct from old.access_ended_at
       or new.billing_synced_at is distinct from old.billing_synced_at
       or new.created_at is distinct from old.created_at then
      raise exception 'profile column is server-owned'
        using errcode = 'insufficient_privilege';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.guard_profile_server_columns() from public, anon, authenticated;

-- 4. The entitlement rule. SECURITY DEFINER (policies must not depend on the tables' own RLS);
--    each answers for the user it is given, and the client-callable wrappers only ever pass
--    auth.uid(). The server (service_role) may ask about any user.

-- Whether the user is entitled now, and the best plan of his entitling subscriptions (null when
-- none, or when their prices are neither plan).
create or replace function private.entitlement_of(p_user_id uuid)
returns table (entitled boolean, plan text)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) > 0,
         case when bool_or(s.plan = 'pro') then 'pro' when bool_or(s.plan = 'basic') then 'basic' end
    from public.subscriptions s
   where s.user_id = p_user_id
     and s.status in ('active', 'trialing', 'past_due')
     and s.current_period_end > now()
     and not exists (
       select 1 from public.charge_adjustments a where a.ends_access and s.id = any (a.subscription_ids)
     )
$$;
revoke all on function private.entitlement_of(uuid) from public, anon, authenticated;
grant execute on function private.entitlement_of(uuid) to service_role;

-- The role the rules see: moderator as stored; subscriber while entitled; otherwise the stored
-- 'member' or 'user', and 'user' for anything else (a lapsed 'subscriber', empty, unknown, no profile).
create or replace function private.effective_role(p_user_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when stored = 'moderator' then 'moderator'
    when (select e.entitled from private.entitlement_of(p_user_id) e) then 'subscriber'
    when stored in ('member', 'user') then stored
    else 'user'
  end
  from (select (select nullif(btrim(p.role), '') from public.profiles p where p.id = p_user_id) as stored) as profile
$$;
revoke all on function private.effective_role(uuid) from public, anon, authenticated;
grant execute on function private.effective_role(uuid) to service_role;

-- Pro features: an entitled subscriber whose plan is Pro (a moderator is not a customer).
create or replace function private.has_pro(p_user_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.effective_role(p_user_id) = 'subscriber'
     and coalesce((select e.plan = 'pro' from private.entitlement_of(p_user_id) e), false)
$$;
revoke all on function private.has_pro(uuid) from public, anon, authenticated;
grant execute on function private.has_pro(uuid) to service_role;

-- The policies' helpers (0001, 0010) and the API key check (0009) now follow the rule.
create or replace function private.current_role_name() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.effective_role((select auth.uid())), 'user')
$$;
revoke all on function private.current_role_name() from public, anon, authenticated;
grant execute on function private.current_role_name() to authenticated, service_role;

create or replace function private.caller_is_pro_subscriber() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and private.has_pro((select auth.uid()))
$$;
revoke all on function private.caller_is_pro_subscriber() from public, anon, authenticated;
grant execute on function private.caller_is_pro_subscriber() to authenticated, service_role;

create or replace function private.has_api_access(p_user_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_pro(p_user_id)
$$;
revoke all on function private.has_api_access(uuid) from public, anon, authenticated;
grant execute on function private.has_api_access(uuid) to service_role;

-- The server's reading of the rule (graded-picks CSV, the send-email function): the role and
-- the plan (null unless the role is subscriber) of a user now.
create or replace function public.entitlement(p_user_id uuid)
returns table (role text, plan text)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.role, case when r.role = 'subscriber' then (select e.plan from private.entitlement_of(p_user_id) e) end
    from (select private.effective_role(p_user_id) as role) r
$$;
revoke all on function public.entitlement(uuid) from public, anon, authenticated;
grant execute on function public.entitlement(uuid) to service_role;

-- Feedback priority (0008) and follow alerts (0010) by the same rule.
create or replace function private.set_feedback_priority() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.priority := new.sender_id is not null and private.has_pro(new.sender_id);
  return new;
end
$$;
revoke all on function private.set_feedback_priority() from public, anon, authenticated;

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
      where f.player_id = alert.player_id and private.has_pro(f.user_id)
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

-- 5. API keys (0009): besides at most p_max_active live keys, at most p_max_created_per_day keys
--    created in any 24 hours (revoked ones count: revoking and creating again is not a way round
--    the data API's per-key limit). Refused with program_limit_exceeded (54000).
drop function public.create_api_key(uuid, text, text, int);

create or replace function public.create_api_key(p_user_id uuid, p_prefix text, p_key_hash text, p_max_active int, p_max_created_per_day int)
returns table (id uuid, prefix text, created_at timestamptz, last_used_at timestamptz, revoked_at timestamptz)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  -- One creation at a time per user, so the counts below cannot be raced past.
  perform 1 from public.profiles p where p.id = p_user_id for update;
  if not private.has_api_access(p_user_id) then
    raise exception 'API access is part of the Pro plan' using errcode = 'insufficient_privilege';
  end if;
  if (select count(*) from public.api_keys k where k.user_id = p_user_id and k.revoked_at is null) >= p_max_active then
    raise exception 'at most % active API keys', p_max_active using errcode = 'check_violation';
  end if;
  if (select count(*) from public.api_keys k where k.user_id = p_user_id and k.created_at > now() - interval '24 hours') >= p_max_created_per_day then
    raise exception 'at most % API keys created in 24 hours', p_max_created_per_day using errcode = 'program_limit_exceeded';
  end if;
  return query
    insert into public.api_keys as k (user_id, prefix, key_hash)
    values (p_user_id, p_prefix, p_key_hash)
    returning k.id, k.prefix, k.created_at, k.last_used_at, k.revoked_at;
end
$$;
revoke all on function public.create_api_key(uuid, text, text, int, int) from public, anon, authenticated;
grant execute on function public.create_api_key(uuid, text, text, int, int) to service_role;

-- 6. Per-user caps on what a client writes itself (src/shared/account-caps.ts holds the same
--    numbers for the pages): 50 followed players, 20 saved views. A BEFORE INSERT row trigger
--    counts the user's rows (rows inserted earlier by the same statement included) under a
--    per-user transaction lock, so one multi-row insert or concurrent inserts cannot pass the cap.
--    Refused with check_violation (23514) naming the cap.
create or replace function private.enforce_per_user_cap() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer := tg_argv[0]::integer;
  stored integer;
begin
  perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || new.user_id::text, 0));
  if tg_table_name = 'player_follows' then
    select count(*) into stored from public.player_follows f where f.user_id = new.user_id;
  else
    select count(*) into stored from public.saved_views v where v.user_id = new.user_id;
  end if;
  if stored >= cap then
    raise exception '%_per_user_cap: at most % per user', tg_table_name, cap
      using errcode = 'check_violation', constraint = tg_table_name || '_per_user_cap';
  end if;
  return new;
end
$$;
revoke all on function private.enforce_per_user_cap() from public, anon, authenticated;

create trigger player_follows_per_user_cap
  before insert on public.player_follows
  for each row execute function private.enforce_per_user_cap('50');

create trigger saved_views_per_user_cap
  before insert on public.saved_views
  for each row execute function private.enforce_per_user_cap('20');

-- 7. The new-account notice to the support inbox (the send-email function) goes once per user:
--    the function claims it here with the service key before mailing. Server only.
create table public.signup_notices (
  user_id uuid primary key references auth.users (id) on delete cascade,
  sent_at timestamptz not null default now()
);
comment on table public.signup_notices is 'Users whose new-account notice went to the support inbox (once each). service_role only.';

alter table public.signup_notices enable row level security;
alter table public.signup_notices force row level security;

revoke all on table public.signup_notices from anon, authenticated;
grant select, insert, update, delete on table public.signup_notices to service_role;

-- true the first time for a user, false afterwards.
create or replace function public.claim_signup_notice(p_user_id uuid) returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with inserted as (
    insert into public.signup_notices (user_id) values (p_user_id)
    on conflict (user_id) do nothing
    returning 1
  )
  select exists (select 1 from inserted)
$$;
revoke all on function public.claim_signup_notice(uuid) from public, anon, authenticated;
grant execute on function public.claim_signup_notice(uuid) to service_role;

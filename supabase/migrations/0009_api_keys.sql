-- Longball 0009: personal API keys (Pro's "API access", docs/api.md).
--
-- A key is shown to its owner once, when the server creates it; only its SHA-256 (hex) is stored,
-- with its first characters (prefix) so the owner can recognise it in the list. Keys are created,
-- used and revoked by the server (service_role) through the functions below, which check the plan
-- from the profile (0008: plan 'pro' with role subscriber, written from Stripe's data only), never
-- from anything a client sends.
--
-- A signed-in user reads the metadata of his own keys (id, prefix, created, last used, revoked);
-- no client role can read key_hash, nor write anything.

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  prefix text not null
    constraint api_keys_prefix_format check (prefix ~ '^lb_[A-Za-z0-9_-]{8}$'),
  key_hash text not null
    constraint api_keys_key_hash_unique unique
    constraint api_keys_key_hash_format check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
comment on table public.api_keys is
  'Personal API keys (Pro). key_hash = sha256 hex of the key, never readable by clients; created, used and revoked by service_role.';

create index api_keys_user_id_idx on public.api_keys (user_id);

alter table public.api_keys enable row level security;
alter table public.api_keys force row level security;

revoke all on table public.api_keys from anon, authenticated;
grant select (id, user_id, prefix, created_at, last_used_at, revoked_at) on table public.api_keys to authenticated;
grant select, insert, update, delete on table public.api_keys to service_role;

create policy "api_keys: a user reads own keys' metadata"
  on public.api_keys for select to authenticated
  using (user_id = (select auth.uid()));

-- Whether the user's plan includes API access: a Pro plan on a subscriber profile (the same rule
-- as feedback priority in 0008). plan is null whenever no subscription entitles (0008).
create or replace function private.has_api_access(p_user_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.role = 'subscriber' and p.plan = 'pro' from public.profiles p where p.id = p_user_id),
    false)
$$;
revoke all on function private.has_api_access(uuid) from public, anon, authenticated;
grant execute on function private.has_api_access(uuid) to service_role;

-- Stores a new key for the user. Raises insufficient_privilege (42501) when the plan does not
-- include API access, and check_violation (23514) when the user already has p_max_active keys
-- that are not revoked. Returns the stored row's metadata.
create or replace function public.create_api_key(p_user_id uuid, p_prefix text, p_key_hash text, p_max_active int)
returns table (id uuid, prefix text, created_at timestamptz, last_used_at timestamptz, revoked_at timestamptz)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  -- One creation at a time per user, so the count below cannot be raced past.
  perform 1 from public.profiles p where p.id = p_user_id for update;
  if not private.has_api_access(p_user_id) then
    raise exception 'API access is part of the Pro plan' using errcode = 'insufficient_privilege';
  end if;
  if (select count(*) from public.api_keys k where k.user_id = p_user_id and k.revoked_at is null) >= p_max_active then
    raise exception 'at most % active API keys', p_max_active using errcode = 'check_violation';
  end if;
  return query
    insert into public.api_keys as k (user_id, prefix, key_hash)
    values (p_user_id, p_prefix, p_key_hash)
    returning k.id, k.prefix, k.created_at, k.last_used_at, k.revoked_at;
end
$$;
revoke all on function public.create_api_key(uuid, text, text, int) from public, anon, authenticated;
grant execute on function public.create_api_key(uuid, text, text, int) to service_role;

-- Revokes one of the user's keys (a key already revoked keeps its first revocation time).
-- true when the key is the user's, false when it is not (someone else's, or unknown).
create or replace function public.revoke_api_key(p_user_id uuid, p_key_id uuid) returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with revoked as (
    update public.api_keys k
       set revoked_at = coalesce(k.revoked_at, now())
     where k.id = p_key_id and k.user_id = p_user_id
    returning 1
  )
  select exists (select 1 from revoked)
$$;
revoke all on function public.revoke_api_key(uuid, uuid) from public, anon, authenticated;
grant execute on function public.revoke_api_key(uuid, uuid) to service_role;

-- The key with this hash, for a request that presents it: no row when no key has it; revoked and
-- has_access say whether it may be used (the plan as it is now, not when the key was made).
-- last_used_at is set only when the key is usable.
create or replace function public.use_api_key(p_key_hash text)
returns table (key_id uuid, user_id uuid, revoked boolean, has_access boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  stored public.api_keys%rowtype;
  access boolean;
begin
  select * into stored from public.api_keys k where k.key_hash = p_key_hash;
  if stored.id is null then
    return;
  end if;
  access := private.has_api_access(stored.user_id);
  if stored.revoked_at is null and access then
    update public.api_keys k set last_used_at = now() where k.id = stored.id;
  end if;
  return query select stored.id, stored.user_id, stored.revoked_at is not null, access;
end
$$;
revoke all on function public.use_api_key(text) from public, anon, authenticated;
grant execute on function public.use_api_key(text) to service_role;

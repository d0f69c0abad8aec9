-- Longball 0001: privilege baseline, the private schema, profiles and the sign-up trigger.
--
-- Security model (all migrations):
--   * Supabase grants every table/sequence/function in schema public to anon and authenticated by
--     default. We revoke that baseline and grant back, per table and per column, only what each
--     client role needs. service_role (the server: webhook, pipeline publish) bypasses RLS.
--   * Row-level security is enabled on every table in public.
--   * A user's role and subscription state are written only by service_role (or by the sign-up
--     trigger). No client write path can change a role.
--   * SECURITY DEFINER functions live in schema private (not exposed by the Data API), pin
--     search_path = '' and qualify every name.

-- 1. Revoke Supabase's broad default grants from the client roles, for existing and future objects.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
revoke all on all functions in schema public from anon, authenticated;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- Note: PostgreSQL itself grants EXECUTE on every new function to PUBLIC; each function below
-- therefore revokes it explicitly.

-- 2. Private schema for helpers that must not be reachable through the Data API.
create schema if not exists private;
revoke all on schema private from public;
-- authenticated needs USAGE to evaluate policies that call private.current_role_name().
grant usage on schema private to authenticated, service_role;

-- 3. Shared trigger function: keep updated_at current.
create or replace function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public, anon, authenticated;

-- 4. Profiles: one row per auth user, created by the sign-up trigger, never by the client.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  role text not null default 'member'
    constraint profiles_role_check check (role in ('user', 'member', 'subscriber', 'moderator')),
  stripe_customer_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is
  'One row per auth user. role: member at sign-up, subscriber while a subscription is active, user after cancellation, moderator by hand. Written only by service_role and the sign-up trigger.';

alter table public.profiles enable row level security;
-- Not FORCEd: the sign-up trigger and private.current_role_name() run as the table owner.

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant select, insert, update, delete on table public.profiles to service_role;
-- authenticated gets no INSERT, UPDATE or DELETE at all: email mirrors auth.users, role and
-- stripe_customer_id are server-owned.

create policy "profiles: a user reads own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

-- Defence in depth: even if a future migration grants a client role UPDATE or INSERT on profiles
-- by mistake, the server-owned columns stay server-owned.
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
       or new.created_at is distinct from old.created_at then
      raise exception 'profile column is server-owned'
        using errcode = 'insufficient_privilege';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.guard_profile_server_columns() from public, anon, authenticated;

create trigger profiles_guard_server_columns
  before insert or update on public.profiles
  for each row execute function private.guard_profile_server_columns();

-- 5. Sign-up: create the profile with role member. The role is never read from user metadata.
create or replace function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, role)
  values (new.id, new.email, 'member')
  on conflict (id) do nothing;
  return new;
end
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keep profiles.email in step with auth.users.email (email change confirmed by Auth).
create or replace function private.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end
$$;
revoke all on function private.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- 6. The caller's role, for policies. 'user' when there is no session, no profile or an empty role
-- (spec part 2 section 4). SECURITY DEFINER so that policies do not depend on profiles' own RLS
-- (no recursion); it only ever reveals the caller's own role.
create or replace function private.current_role_name() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(p.role), '') from public.profiles p where p.id = (select auth.uid())),
    'user'
  )
$$;
revoke all on function private.current_role_name() from public, anon, authenticated;
grant execute on function private.current_role_name() to authenticated, service_role;

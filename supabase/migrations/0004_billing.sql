-- Longball 0004: Stripe state. Written only by the server (service_role), read by the owner.
--
-- The user <-> Stripe customer link is profiles.stripe_customer_id (unique; the webhook finds the
-- user of a customer through it). There is no separate customers table.

create table public.subscriptions (
  id text primary key,                      -- Stripe subscription id (sub_...)
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_id text not null,                -- Stripe customer id (cus_...)
  status text not null
    constraint subscriptions_status_check check (status in (
      'incomplete', 'incomplete_expired', 'trialing', 'active',
      'past_due', 'canceled', 'unpaid', 'paused'
    )),
  price_id text,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.subscriptions is
  'Mirror of Stripe subscriptions, upserted by the webhook after re-reading the subscription from Stripe.';

create index subscriptions_user_id_idx on public.subscriptions (user_id);
create index subscriptions_customer_id_idx on public.subscriptions (customer_id);

create trigger subscriptions_touch_updated_at
  before update on public.subscriptions
  for each row execute function private.touch_updated_at();

alter table public.subscriptions enable row level security;
alter table public.subscriptions force row level security;

revoke all on table public.subscriptions from anon, authenticated;
grant select on table public.subscriptions to authenticated;
grant select, insert, update, delete on table public.subscriptions to service_role;

create policy "subscriptions: a user reads own subscriptions"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

-- Processed Stripe webhook event ids (idempotency). No client role has any privilege and there is
-- no policy: only service_role (BYPASSRLS) reads or writes it.
create table public.stripe_events (
  id text primary key
    constraint stripe_events_id_length check (char_length(id) between 1 and 255),
  type text not null,
  received_at timestamptz not null default now()
);

alter table public.stripe_events enable row level security;
alter table public.stripe_events force row level security;

revoke all on table public.stripe_events from anon, authenticated;
grant select, insert, update, delete on table public.stripe_events to service_role;

-- Server-side helpers for the webhook (supabase.rpc with the service key). SECURITY INVOKER: they
-- confer no privilege, and EXECUTE is granted to service_role only.

-- true the first time an event id is recorded, false for a duplicate delivery.
create or replace function public.record_stripe_event(p_event_id text, p_event_type text)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with inserted as (
    insert into public.stripe_events (id, type)
    values (p_event_id, p_event_type)
    on conflict (id) do nothing
    returning 1
  )
  select exists (select 1 from inserted)
$$;
revoke all on function public.record_stripe_event(text, text) from public, anon, authenticated;
grant execute on function public.record_stripe_event(text, text) to service_role;

-- Set a user's role (subscriber while a subscription is active, user after cancellation).
-- Returns the new role; raises no_data_found when the user has no profile.
create or replace function public.set_user_role(p_user_id uuid, p_role text)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_role text;
begin
  update public.profiles set role = p_role where id = p_user_id returning role into v_role;
  if not found then
    raise exception 'no profile for user %', p_user_id using errcode = 'no_data_found';
  end if;
  return v_role;
end
$$;
revoke all on function public.set_user_role(uuid, text) from public, anon, authenticated;
grant execute on function public.set_user_role(uuid, text) to service_role;

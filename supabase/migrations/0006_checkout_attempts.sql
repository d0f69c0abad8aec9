-- Longball 0006: one Checkout Session per user at a time.
--
-- POST /api/create-checkout-session claims the user's row before it asks Stripe for a session, and
-- creates the session with the Stripe idempotency key `longball-checkout-<attempt_id>`. Requests
-- that claim while an attempt is in flight, or while its session is still open, get the same
-- attempt, so concurrent clicks (or two tabs) send identical requests under one key and Stripe
-- answers all of them with one session. Written only by the server (service_role).

create table public.checkout_attempts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  attempt_id uuid not null,
  price_id text not null
    constraint checkout_attempts_price_id_length check (char_length(price_id) between 1 and 255),
  -- Set once Stripe has answered (record_checkout_session); null while the attempt is in flight.
  session_id text,
  session_url text,
  session_expires_at timestamptz,
  started_at timestamptz not null default now(),
  constraint checkout_attempts_session_complete
    check ((session_id is null) = (session_expires_at is null))
);
comment on table public.checkout_attempts is
  'The current checkout attempt of each user (one Stripe Checkout Session at a time); server only.';

alter table public.checkout_attempts enable row level security;
alter table public.checkout_attempts force row level security;

revoke all on table public.checkout_attempts from anon, authenticated;
grant select, insert, update, delete on table public.checkout_attempts to service_role;

-- The attempt a checkout request must use, as one row:
--   attempt           the attempt id (the idempotency key's suffix)
--   session, url      the attempt's recorded session, or null while none is recorded
--   replaced_session  the recorded session of the attempt this call replaced (the caller expires it)
-- The current attempt is kept when it is for the same price, is not p_stale_attempt (one whose
-- session the caller found no longer open), and either its session is recorded and open for at
-- least 10 more minutes, or it started less than p_in_flight_seconds ago (a request still talking
-- to Stripe; past that it is presumed dead). Otherwise a new attempt replaces it.
-- The row lock serialises concurrent claims of one user: the second sees the first's attempt.
create or replace function public.claim_checkout_attempt(
  p_user_id uuid,
  p_price_id text,
  p_stale_attempt uuid default null,
  p_in_flight_seconds integer default 120
)
returns table (attempt uuid, session text, url text, replaced_session text)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_current public.checkout_attempts;
  v_new uuid;
begin
  insert into public.checkout_attempts (user_id, attempt_id, price_id)
  values (p_user_id, gen_random_uuid(), p_price_id)
  on conflict on constraint checkout_attempts_pkey do nothing;

  select * into v_current from public.checkout_attempts c where c.user_id = p_user_id for update;

  if v_current.price_id = p_price_id
     and v_current.attempt_id is distinct from p_stale_attempt
     and ((v_current.session_id is not null and v_current.session_expires_at > now() + interval '10 minutes')
          or (v_current.session_id is null and v_current.started_at > now() - make_interval(secs => p_in_flight_seconds))) then
    return query select v_current.attempt_id, v_current.session_id, v_current.session_url, null::text;
    return;
  end if;

  v_new := gen_random_uuid();
  update public.checkout_attempts c
     set attempt_id = v_new, price_id = p_price_id, session_id = null, session_url = null,
         session_expires_at = null, started_at = now()
   where c.user_id = p_user_id;
  return query select v_new, null::text, null::text, v_current.session_id;
end
$$;
revoke all on function public.claim_checkout_attempt(uuid, text, uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_checkout_attempt(uuid, text, uuid, integer) to service_role;

-- Records the session Stripe created for the attempt. False when the attempt was replaced in the
-- meantime (the session is then not the user's current one).
create or replace function public.record_checkout_session(
  p_user_id uuid,
  p_attempt uuid,
  p_session_id text,
  p_session_url text,
  p_expires_at timestamptz
)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with updated as (
    update public.checkout_attempts c
       set session_id = p_session_id, session_url = p_session_url, session_expires_at = p_expires_at
     where c.user_id = p_user_id and c.attempt_id = p_attempt
    returning 1
  )
  select exists (select 1 from updated)
$$;
revoke all on function public.record_checkout_session(uuid, uuid, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_checkout_session(uuid, uuid, text, text, timestamptz) to service_role;

-- Longball 0008: the plan a customer bought, and feedback that is not mail.
--
-- Billing state on the profile: the server (service_role) writes it from what Stripe reports
-- (src/server/billing-sync.ts, on the webhook, on the return from Checkout, on cancel/resume);
-- clients read it with their own profile (the 0001 select policy) and can never write it
-- (authenticated has no update privilege on profiles, and the guard trigger names these columns).
--   plan                  'basic' | 'pro' while a subscription entitles; null otherwise
--   subscription_status   Stripe's status of the subscription the plan comes from (or the latest)
--   current_period_end    when the paid period ends (renewal, or the end of access when cancelling)
--   cancel_at_period_end  true when the subscription ends at current_period_end

alter table public.profiles
  add column plan text
    constraint profiles_plan_check check (plan in ('basic', 'pro')),
  add column subscription_status text
    constraint profiles_subscription_status_length check (char_length(subscription_status) between 1 and 40),
  add column current_period_end timestamptz,
  add column cancel_at_period_end boolean not null default false;

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
       or new.created_at is distinct from old.created_at then
      raise exception 'profile column is server-owned'
        using errcode = 'insufficient_privilege';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.guard_profile_server_columns() from public, anon, authenticated;

-- Feedback: written by anyone (a guest with sender_id null, a signed-in user as themselves), read
-- by nobody but service_role. It is not a message: the sender never receives it in the mailbox.
-- priority is set by the database from the sender's plan (Pro subscribers), never by the client.
create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid references auth.users (id) on delete set null,
  body text not null
    constraint feedback_body_length check (char_length(btrim(body)) between 1 and 10000),
  page text
    constraint feedback_page_length check (char_length(page) <= 500),
  priority boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.feedback is
  'Feedback sent from the site (sender_id null for a guest). Insert-only for clients; priority is true for Pro subscribers.';

alter table public.feedback enable row level security;
alter table public.feedback force row level security;

revoke all on table public.feedback from anon, authenticated;
grant insert (sender_id, body, page) on table public.feedback to anon, authenticated;
grant select, insert, update, delete on table public.feedback to service_role;

create policy "feedback: a signed-in user sends feedback as themselves"
  on public.feedback for insert to authenticated
  with check (sender_id = (select auth.uid()));

create policy "feedback: a guest sends anonymous feedback"
  on public.feedback for insert to anon
  with check (sender_id is null);

create or replace function private.set_feedback_priority() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.priority := coalesce(
    (select p.role = 'subscriber' and p.plan = 'pro' from public.profiles p where p.id = new.sender_id),
    false);
  return new;
end
$$;
revoke all on function private.set_feedback_priority() from public, anon, authenticated;

create trigger feedback_set_priority
  before insert on public.feedback
  for each row execute function private.set_feedback_priority();

-- Feedback stored as messages before this migration moves to the feedback table, and clients can
-- no longer insert messages: the mailbox holds only what the product sends (service_role).
insert into public.feedback (sender_id, body, created_at)
select m.user_id, m.body, m.created_at from public.messages m where m.title = 'User Feedback';
delete from public.messages where title = 'User Feedback';

drop policy "messages: a signed-in user sends feedback as themselves" on public.messages;
drop policy "messages: a guest sends anonymous feedback" on public.messages;
revoke insert on table public.messages from anon, authenticated;

comment on table public.messages is
  'Mailbox messages the product sends to a user (user_id = recipient); written by service_role only.';

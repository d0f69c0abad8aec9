-- Longball 0011: saved table views, a Pro feature (docs/product.md#custom-reports).
--
-- A view is a named snapshot of one table's filters, visible columns and sort, private to its
-- owner. The browser validates a view with the zod schema of src/lib/saved-views.ts when it reads
-- one back; the database only bounds its size and shape (a JSON object).
--
-- Who may do what (rows are always the caller's own):
--   read, delete   any signed-in owner (a customer who moved to Basic can still see and remove
--                  what he saved; the page offers views to Pro customers only)
--   create, edit   only while the caller's server-owned plan is Pro (profiles.role 'subscriber'
--                  and profiles.plan 'pro', both written by the server from Stripe's data, 0008):
--                  a Basic subscriber's insert is refused by the policy, whatever the client sends.

-- The policies use private.caller_is_pro_subscriber() of 0010.

create table public.saved_views (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The table the view is of; one value per table that offers views.
  table_id text not null
    constraint saved_views_table_id_known check (table_id in ('hr-projections')),
  name text not null
    constraint saved_views_name_length check (char_length(name) between 1 and 80 and btrim(name) <> ''),
  settings jsonb not null
    constraint saved_views_settings_object check (jsonb_typeof(settings) = 'object' and octet_length(settings::text) <= 8000),
  created_at timestamptz not null default now(),
  constraint saved_views_name_unique unique (user_id, table_id, name)
);

create index saved_views_user_id_idx on public.saved_views (user_id);

alter table public.saved_views enable row level security;
alter table public.saved_views force row level security;

revoke all on table public.saved_views from anon, authenticated;
grant select, delete on table public.saved_views to authenticated;
-- user_id may be sent by the client (supabase-js habit) but the policy pins it to the caller.
grant insert (user_id, table_id, name, settings) on table public.saved_views to authenticated;
-- Ownership cannot be transferred: user_id is not updatable.
grant update (name, settings) on table public.saved_views to authenticated;
grant select, insert, update, delete on table public.saved_views to service_role;

create policy "saved_views: a user reads own views"
  on public.saved_views for select to authenticated
  using (user_id = (select auth.uid()));

create policy "saved_views: a Pro subscriber creates own views"
  on public.saved_views for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.caller_is_pro_subscriber()));

create policy "saved_views: a Pro subscriber edits own views"
  on public.saved_views for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (select private.caller_is_pro_subscriber()));

create policy "saved_views: a user deletes own views"
  on public.saved_views for delete to authenticated
  using (user_id = (select auth.uid()));

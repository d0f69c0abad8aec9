-- Longball 0005: the premium data (HR Projections: the day's projections and picks).
-- Never shipped in the static build; `pipeline publish` upserts it with the service key and the
-- HR Projections page reads it with the user's session. Readable only by a signed-in user whose
-- profile role is subscriber or moderator.

create table public.premium_slates (
  slate_date date primary key,
  projections jsonb not null,
  picks jsonb not null,
  schema_version int not null
    constraint premium_slates_schema_version_positive check (schema_version > 0),
  published_at timestamptz not null default now()
);

alter table public.premium_slates enable row level security;
alter table public.premium_slates force row level security;

revoke all on table public.premium_slates from anon, authenticated;
grant select on table public.premium_slates to authenticated;
grant select, insert, update, delete on table public.premium_slates to service_role;

create policy "premium_slates: subscribers and moderators read"
  on public.premium_slates for select to authenticated
  using ((select private.current_role_name()) in ('subscriber', 'moderator'));

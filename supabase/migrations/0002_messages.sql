-- Longball 0002: mailbox messages and feedback.
--
-- Reads:   a signed-in user reads the messages whose user_id is theirs (mailbox, realtime).
-- Updates: the owner may change ONLY the read column of their own messages (mark as read).
-- Inserts: feedback only. title must be 'User Feedback' and read false.
--          signed in -> user_id must be the caller's id (no impersonation, no anonymous posting);
--          anon      -> user_id must be null (the spec's guest feedback).
--          id and created_at are server defaults (no column grant).
-- Deletes: nobody but service_role.
-- Mail to users (user_id = recipient) is written by service_role.

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  title text not null,
  body text not null,
  read boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.messages is
  'Mailbox messages (user_id = recipient) and feedback (title ''User Feedback'', user_id = sender or null for a guest).';

create index messages_user_id_created_at_idx on public.messages (user_id, created_at desc);

alter table public.messages enable row level security;
alter table public.messages force row level security;

revoke all on table public.messages from anon, authenticated;
grant select on table public.messages to authenticated;
grant insert (user_id, title, body, read) on table public.messages to anon, authenticated;
grant update (read) on table public.messages to authenticated;
grant select, insert, update, delete on table public.messages to service_role;

create policy "messages: a user reads own messages"
  on public.messages for select to authenticated
  using (user_id = (select auth.uid()));

create policy "messages: a user marks own messages read"
  on public.messages for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "messages: a signed-in user sends feedback as themselves"
  on public.messages for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and title = 'User Feedback'
    and read = false
    and char_length(btrim(body)) between 1 and 10000
  );

create policy "messages: a guest sends anonymous feedback"
  on public.messages for insert to anon
  with check (
    user_id is null
    and title = 'User Feedback'
    and read = false
    and char_length(btrim(body)) between 1 and 10000
  );

-- Realtime: the mailbox listens for inserts and updates (Realtime applies the select policy).
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'messages'
     ) then
    alter publication supabase_realtime add table public.messages;
  end if;
end
$$;

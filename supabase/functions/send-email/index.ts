// Supabase Edge Function `send-email` (Deno): the entry point only. The request handling, its
// answers and its secrets are documented in handler.ts, which runs without Deno APIs so that
// tests/functions/send-email.test.ts exercises the same code in Node.
//
// Deploy: npx supabase functions deploy send-email (keep verify_jwt on, the default).

import { handleSendEmail, SEND_EMAIL_VARIABLES, type SendEmailEnv } from './handler.ts';

function secrets(): SendEmailEnv {
  return Object.fromEntries(SEND_EMAIL_VARIABLES.map((name) => [name, Deno.env.get(name)]));
}

Deno.serve((request: Request) => handleSendEmail(request, secrets(), fetch));

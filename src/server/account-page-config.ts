/**
 * BUILD TIME ONLY (page frontmatter; never import from an island): the public values the account
 * islands receive as props, read and validated by domain/config/env.ts.
 *
 *   accountPageConfig() -> { supportInbox, plans, stripePublishableKey }
 *
 * The variables are read through astro:env (declaredEnv, src/server/env.ts), as the server reads
 * them: the pages that call this are prerendered, so getSecret reads the build's environment (the
 * shell's values over what Astro loaded from .env). The price ids are declared server variables
 * (not secret, but not client fields either): their values reach the browser only as these props.
 * A malformed value fails the build with ConfigError naming the variable.
 */
import { publicConfig, type PlanOffer } from '../../domain/config/env.ts';
import { declaredEnv } from './env.ts';

export interface AccountPageConfig {
  supportInbox: string | null;
  plans: PlanOffer[];
  stripePublishableKey: string | null;
}

export function accountPageConfig(): AccountPageConfig {
  const config = publicConfig(declaredEnv());
  return { supportInbox: config.supportInbox, plans: config.plans, stripePublishableKey: config.stripePublishableKey };
}

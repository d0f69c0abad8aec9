/**
 * BUILD TIME ONLY (page frontmatter; never import from an island): the public values the account
 * islands receive as props, read and validated by domain/config/env.ts.
 *
 *   accountPageConfig() -> { supportInbox, plans, stripePublishableKey }
 *
 * Variables come from the build's environment (process.env) over what Astro loaded from .env.
 * A malformed value fails the build with ConfigError naming the variable.
 */
import { publicConfig, type EnvSource, type PlanOffer } from '../../../domain/config/env.ts';

export interface AccountPageConfig {
  supportInbox: string | null;
  plans: PlanOffer[];
  stripePublishableKey: string | null;
}

export function accountPageConfig(): AccountPageConfig {
  const loaded: EnvSource = (import.meta as { env?: EnvSource }).env ?? {};
  const config = publicConfig({ ...loaded, ...process.env });
  return { supportInbox: config.supportInbox, plans: config.plans, stripePublishableKey: config.stripePublishableKey };
}

/**
 * The account side's user-facing texts (docs/product.md#accounts), word for word as shown (the
 * error catalogue and the screen labels). Islands and tests import them from here. The payment
 * messages that the payment routes (src/server) also answer with are defined once in
 * src/shared/payment-messages.ts and only referenced here.
 * Texts of our own, beyond the product's list, are marked "(ours)".
 */
import { API_MESSAGES } from '../../shared/api-access.ts';
import { PAYMENT_MESSAGES } from '../../shared/payment-messages.ts';

/** The label of the user menu's item, the subscribe page's button and the account page's button. */
const MANAGE_SUBSCRIPTION = 'Manage Subscription';

export const SIGN_IN_TEXTS = {
  signInTitle: 'Sign in to your account',
  signUpTitle: 'Create an account',
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  google: 'Sign in with Google',
  /** (ours) the Google button in sign-up mode */
  googleSignUp: 'Sign up with Google',
  signingIn: 'Signing in...',
  signInFailed: (message: string) => `Sign in failed: ${message}`,
  unexpected: 'An unexpected error occurred',
  unexpectedDuringSignIn: 'An unexpected error occurred during sign in.',
  signUpError: 'An error occurred during signup',
  confirmationSent: 'A confirmation email has been sent. Please check your inbox and follow the link to activate your account.',
  accountCreated: 'Account created! Please check your email to confirm your account.',
  resetLink: 'Forgot your password? Reset it here',
  resetSent: 'Password reset email sent! Please check your inbox.',
  /** (ours) reset asked for without an email address */
  resetNeedsEmail: 'Enter your email address above, then choose reset again.',
  /** (ours) the form shown after following a password-reset link */
  newPasswordTitle: 'Choose a new password',
  newPasswordSaved: 'Your password has been updated.',
  /** (ours) /login while already signed in */
  alreadySignedIn: (email: string) => `You are signed in as ${email}.`,
  /** (ours) /login?next=...: where the visitor goes after signing in, and why */
  continueTo: (path: string) => `Sign in to continue to ${path}. You will be brought back there.`,
  /** (ours) sign-up from /login?next=...: the confirmation link leads there */
  afterConfirmation: (path: string) => `Once you confirm your email, the confirmation page takes you on to ${path}.`,
} as const;

export const USER_MENU_TEXTS = {
  label: 'User menu',
  profile: 'Profile',
  manageSubscription: MANAGE_SUBSCRIPTION,
  /** (ours) why Manage Subscription is disabled */
  noCustomerHint: 'Available once you have subscribed.',
  signOut: 'Sign Out',
  signedOut: 'Signed out successfully!',
  /** (ours) */
  signOutFailed: 'Sign out failed. Please try again.',
} as const;

export const MAILBOX_TEXTS = {
  title: 'Mailbox',
  unread: (count: number) => `${count} unread message(s)`,
  loading: 'Loading messages...',
  empty: 'No messages.',
  markRead: 'Mark as read',
  loadFailed: 'Failed to load messages',
  loadFailedToast: 'Failed to load messages. Please try again.',
  markReadFailed: 'Failed to mark message as read',
  newMessage: 'New message received',
  /** (ours) the mailbox of a signed-out visitor */
  signInPrompt: 'Sign in to see your messages.',
} as const;

export const FEEDBACK_TEXTS = {
  /** (ours) panel heading and button label */
  title: 'Feedback',
  placeholder: 'Your feedback...',
  send: 'Send',
  sending: 'Sending...',
  overlay: 'Sending feedback...',
  success: 'Thank you for your feedback! We appreciate your input.',
  failure: 'Failed to send feedback. Please try again.',
} as const;

export const SUBSCRIBE_TEXTS = {
  title: 'Manage Your Subscription',
  subscribedTo: (plan: string) => `You are currently subscribed to the ${plan} plan`,
  manage: MANAGE_SUBSCRIPTION,
  cancel: 'Cancel Subscription',
  /** (ours) the confirmation step of Cancel Subscription: what happens to access and money */
  cancelConfirm: (periodEnd: string | null) =>
    `Cancel at the end of the paid period? You keep access to HR Projections until ${periodEnd ?? 'the end of the period you paid for'}. You will not be charged again; the current period is not refunded. You can resume until then.`,
  cancelConfirmYes: 'Yes, cancel at period end',
  cancelConfirmNo: 'Keep subscription',
  /** (ours) after a cancel at period end */
  cancelScheduled: (periodEnd: string | null) =>
    `Subscription cancelled successfully. You keep access until ${periodEnd ?? 'the end of the paid period'} and will not be charged again.`,
  resume: 'Resume subscription',
  resumed: 'Your subscription is resumed. It renews as before.',
  resumeFailed: PAYMENT_MESSAGES.resumeFailed,
  nothingToResume: PAYMENT_MESSAGES.nothingToResume,
  /** (ours) the return from Checkout */
  activating: 'Thank you! Your subscription is being activated.',
  activated: (plan: string) => `Your ${plan} subscription is active. Enjoy HR Projections!`,
  activationTimeout:
    'We could not confirm your payment yet. If you were charged, access switches on as soon as Stripe confirms it: reload this page in a few minutes, or contact support.',
  contactSupport: 'Contact support',
  checkoutCancelled: 'Checkout was cancelled; you have not been charged.',
  /** (ours) a visitor sent here from a subscriber page */
  subscribersOnly: (path: string) => `${path} is for subscribers. Choose a plan below to open it.`,
  backTo: (path: string) => `Go to ${path}`,
  signIn: 'Sign in',
  upgrade: 'Upgrade to Premium',
  /** (ours) a guest: what he would buy, and the way in */
  guestIntro: 'Choose a plan: create a free account (or sign in), and its checkout opens right after.',
  guestSignIn: 'Already have an account? Sign in',
  signUpFor: (plan: string) => `Sign up for ${plan}`,
  /** (ours) back signed in with ?plan=: the plan he chose */
  chosenPlan: (plan: string) => `You chose ${plan}: Subscribe Now opens Stripe's secure checkout.`,
  chosenBadge: 'Your choice',
  subscribeNow: 'Subscribe Now',
  processing: 'Processing...',
  loginToSubscribe: PAYMENT_MESSAGES.loginToSubscribe,
  invalidPlan: PAYMENT_MESSAGES.invalidPlan,
  checkoutFailed: PAYMENT_MESSAGES.checkoutFailed,
  noActiveSubscription: PAYMENT_MESSAGES.noActiveSubscription,
  detailsFailed: 'Failed to load subscription details',
  portalFailed: PAYMENT_MESSAGES.portalFailed,
  cancelFailed: PAYMENT_MESSAGES.cancelFailed,
  roleUpdateFailed: PAYMENT_MESSAGES.roleUpdateFailed,
} as const;

/** (ours) A session the server no longer accepts (auth-store.ts $sessionEnded): the link to sign in again. */
export const SESSION_TEXTS = {
  ended: 'Your session ended — sign in again',
} as const;

/** (ours) Why access ended early (a full refund or a dispute, migration 0012), with the day it was recorded. */
export function accessEndedText(reason: 'refund' | 'dispute', day: string | null): string {
  const when = day === null ? 'Your access has ended' : `Your access ended on ${day}`;
  return reason === 'refund'
    ? `${when}: your payment was refunded in full, and the subscription is cancelled. Subscribe again to come back.`
    : `${when}: your payment is disputed with your bank, and the subscription is cancelled. Contact support if this is a mistake.`;
}

export const ACCOUNT_TEXTS = {
  /** (ours) */
  title: 'Your Account',
  signedOut: 'Please sign in to view your account.',
  noSubscription: PAYMENT_MESSAGES.noSubscriptionForAccount,
  manage: MANAGE_SUBSCRIPTION,
  portalFailed: PAYMENT_MESSAGES.portalFailed,
  /** (ours) the plan row when there is no plan */
  noPlan: 'No plan',
} as const;

/** (ours) Followed players, Pro (docs/product.md#followed-players). */
export const FOLLOW_TEXTS = {
  title: 'Followed players',
  count: (n: number) => (n === 0 ? 'none yet' : `${n} followed`),
  intro: 'Get a mailbox message when a followed player’s lineup is confirmed, he is left out of it, or his HR Chance or edge moves in a later run of the day.',
  playerLabel: 'Player to follow',
  choose: 'Choose a player…',
  follow: 'Follow',
  unfollow: (name: string) => `Unfollow ${name}`,
  remove: (name: string) => `Remove ${name}`,
  none: 'You do not follow any player yet.',
  proOnly: 'Following players is part of the Pro plan.',
  seePlans: 'See the plans',
  loadFailed: 'Your followed players could not be loaded.',
  followFailed: (message: string) => `Could not follow: ${message}`,
  tooMany: (max: number) => `You follow ${max} players, the most an account may: unfollow one to follow another.`,
  unfollowFailed: (message: string) => `Could not unfollow: ${message}`,
  followed: (name: string) => `You now follow ${name}.`,
  accountHint: 'Follow players from the HR Projections page.',
} as const;

export const EMAIL_CONFIRMATION_TEXTS = {
  title: 'Email Confirmed!',
  goToLogin: 'Go to Login',
  /** (ours) the link already signed the visitor in */
  signedIn: 'You are signed in.',
  continue: 'Continue to Longball',
} as const;

/** (ours) The account page's API access section (src/islands/account/ApiKeys.tsx, docs/api.md). */
export const API_KEY_TEXTS = {
  title: 'API access',
  intro: "Read the day's projections and picks as JSON or CSV from your own scripts with a personal key.",
  proOnly: API_MESSAGES.proOnly,
  seePlans: 'See plans',
  create: 'Create API key',
  shownOnce: 'Copy this key now: it is shown only once. Longball keeps only a fingerprint of it.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  none: 'No API keys yet.',
  revoke: 'Revoke',
  confirmRevoke: (prefix: string) => `Revoke ${prefix}…? Requests with it are refused at once.`,
  revokeConfirmed: 'Revoke key',
  cancel: 'Cancel',
  never: 'never',
  loadFailed: 'Your API keys could not be loaded.',
};

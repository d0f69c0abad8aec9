/**
 * The custom reports' texts (docs/product.md#custom-reports), word for word as shown: the saved
 * table views of HR Projections and the graded-picks CSV of Historic Projections. Apart from the
 * account side's texts (./auth/texts.ts) because the CSV form is open to every visitor in local
 * mode: its page loads these few lines, not every account message.
 */
/** (ours) Saved table views on HR Projections and the graded-history CSV: the Pro plan's custom reports. */
export const REPORT_TEXTS = {
  viewsTitle: 'Saved views',
  viewsIntro: 'Save the filters, columns and sort of this table under a name, and bring them back on any day.',
  viewName: 'View name',
  saveView: 'Save view',
  saved: (name: string) => `Saved "${name}".`,
  applied: (name: string) => `Applied "${name}".`,
  deleted: (name: string) => `Deleted "${name}".`,
  droppedIds: (ids: readonly string[]) => `Left out what this table no longer has: ${ids.join(', ')}.`,
  noViews: 'No saved views yet.',
  loadingViews: 'Loading your views...',
  nameRequired: 'Give the view a name.',
  nameTooLong: (max: number) => `Use a name of at most ${max} characters.`,
  nameTaken: (name: string) => `You already have a view named "${name}".`,
  tooManyViews: (max: number) => `You have ${max} saved views, the most an account may keep: delete one to save another.`,
  notAView: 'This saved view could not be read.',
  viewsProOnly: 'Saved views are part of the Pro plan.',
  seePlans: 'See plans',
  signInForViews: 'Sign in to save views.',
  csvTitle: 'Graded picks CSV',
  csvIntro: 'Every graded pick between two dates, one row each, with HR Prob, HR Chance, odds and the result.',
  csvFrom: 'From',
  csvTo: 'To',
  csvDownload: 'Download CSV',
  csvDownloading: 'Preparing...',
  csvDone: (picks: string, file: string) => `Downloaded ${picks} graded picks (${file}).`,
  csvProOnly: 'The graded-picks CSV is part of the Pro plan.',
  csvSignIn: 'Sign in with a Pro plan to download graded picks.',
} as const;

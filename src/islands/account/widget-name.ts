/** The header's account widgets; each names its button (`${name}-button`) and panel (`panel-${name}`). */
export type WidgetName = 'feedback' | 'mailbox' | 'user-menu';

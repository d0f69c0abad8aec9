/**
 * The feedback widget (docs/product.md#accounts): a textarea 'Your feedback...' (required), Send
 * ('Sending...' while busy) and an overlay 'Sending feedback...'. The feedback is stored as a
 * 'User Feedback' message and mailed to the support inbox (auth-actions.ts sendFeedback); the
 * toast says whether the mail went. Open to guests too (stored with user_id null).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { sendFeedback } from '../../lib/auth/auth-actions.ts';
import { FEEDBACK_TEXTS } from '../../lib/auth/texts.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import { HeaderPopover } from './HeaderPopover.tsx';
import { Icon, Notice, inputClass, primaryButtonClass, useDisclosure } from './ui.tsx';

/** (ours) a whitespace-only feedback */
const FEEDBACK_REQUIRED = 'Please write your feedback first.';

export function Feedback({ supportInbox, initiallyOpen = false }: { supportInbox: string | null; initiallyOpen?: boolean }) {
  const disclosure = useDisclosure(initiallyOpen);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(FEEDBACK_REQUIRED);
      textarea.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await sendFeedback(text, supportInbox);
    setBusy(false);
    if (outcome === 'sent') {
      showToast({ title: FEEDBACK_TEXTS.success });
      setText('');
      disclosure.setOpen(false);
    } else {
      showToast({ title: FEEDBACK_TEXTS.failure });
    }
  }

  return (
    <HeaderPopover
      widget="feedback"
      disclosure={disclosure}
      shape="rounded-md"
      trigger={
        <>
          <Icon name="feedback" />
          <span className="sr-only">{FEEDBACK_TEXTS.title}</span>
        </>
      }
      panelName={{ 'aria-labelledby': 'panel-feedback-title' }}
    >
      <h2 id="panel-feedback-title" className="mb-2 font-semibold text-slate-900">
        {FEEDBACK_TEXTS.title}
      </h2>
      <form onSubmit={onSubmit} className="space-y-2" aria-busy={busy}>
        <textarea
          ref={textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={FEEDBACK_TEXTS.placeholder}
          aria-label="Your feedback"
          required
          rows={4}
          maxLength={5000}
          className={inputClass}
        />
        {problem && <Notice tone="error">{problem}</Notice>}
        <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
          {busy ? FEEDBACK_TEXTS.sending : FEEDBACK_TEXTS.send}
        </button>
      </form>
      {busy && (
        <div role="status" className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/85 font-medium text-slate-900">
          {FEEDBACK_TEXTS.overlay}
        </div>
      )}
    </HeaderPopover>
  );
}

import { escapeHtml } from '../i18n/format';
import type { OutboxMessage } from './outbox-repository';

/** Escaped text with its links made clickable (recovery links). */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Where the message stands: kept here, or what SMTP / Twilio made of it. */
function status(m: OutboxMessage): string {
  const tries = m.attempts === 1 ? '1 attempt' : `${m.attempts} attempts`;
  if (m.state === 'kept') return 'kept (not sent)';
  if (m.state === 'sent') return `sent ${m.sentAt} after ${tries}`;
  if (m.state === 'failed') return `failed after ${tries}: ${m.lastError ?? ''}`;
  if (m.state === 'queued' && m.attempts > 0)
    return `queued, next attempt ${m.nextAttemptAt} (${tries}; last answer: ${m.lastError ?? ''})`;
  return m.state;
}

/**
 * The development outbox's page (/dev/outbox, never in production): the e-mails and texts of the
 * portal, newest first, with their state, attachments and HTML version.
 */
export function outboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<li class="message">
  <h2>${escapeHtml(m.subject ?? m.channel.toUpperCase())}</h2>
  <p class="meta"><span>${escapeHtml(m.channel)}</span> · to <strong>${escapeHtml(m.recipient)}</strong> · <time datetime="${m.createdAt}">${m.createdAt}</time> · <span class="state">${escapeHtml(status(m))}</span></p>
  <pre>${withLinks(m.text)}</pre>
  ${
    m.attachments.length
      ? `<ul class="files">${m.attachments
          .map(
            (file, position) =>
              `<li><a href="/dev/outbox/messages/${m.id}/attachments/${position}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${Math.ceil(file.size / 1024)} KB)</li>`,
          )
          .join('')}</ul>`
      : ''
  }
  ${m.html ? `<details><summary>HTML version</summary><iframe title="HTML version of message ${m.id}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe></details>` : ''}
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox · Property Video</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1f2933}
ol{list-style:none;padding:0}.message{border:1px solid #cbd2d9;border-radius:8px;padding:1rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:0}.meta{color:#52606d;margin:.25rem 0}pre{white-space:pre-wrap;background:#f5f7fa;padding:.75rem;border-radius:6px}
iframe{width:100%;height:28rem;border:1px solid #cbd2d9}a{color:#0b5cad}
</style></head>
<body><main>
<h1>Development outbox</h1>
<p>E-mails and text messages of the portal, newest first: <em>kept</em> ones would have been sent (set <code>SMTP_URL</code> and the Twilio variables to send them for real); the others show what the mail server or Twilio answered. This page does not exist in production.</p>
${messages.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}
</main></body></html>`;
}

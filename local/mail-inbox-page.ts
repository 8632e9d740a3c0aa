/**
 * The mail catcher's web inbox: one self-contained page (inline CSS and script, no external assets)
 * that lists the caught messages from the inbox API and shows the selected one, refreshing every few
 * seconds. A message's HTML is rendered in `<iframe sandbox srcdoc>` (no scripts, no same-origin
 * access); everything else is written with textContent, never as markup.
 */
import { createHash } from 'node:crypto';

const STYLE = `
  :root { color-scheme: light; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2933; }
  * { box-sizing: border-box; }
  body { margin: 0; height: 100vh; display: flex; flex-direction: column; }
  header { display: flex; gap: 12px; align-items: center; padding: 10px 16px; border-bottom: 1px solid #d9dee3; background: #f6f8fa; }
  header h1 { font-size: 16px; margin: 0 auto 0 0; }
  header input { padding: 5px 8px; border: 1px solid #b8c0c8; border-radius: 4px; min-width: 240px; }
  button { padding: 5px 10px; border: 1px solid #b8c0c8; border-radius: 4px; background: #fff; cursor: pointer; }
  button:hover { background: #eef1f4; }
  main { flex: 1; display: grid; grid-template-columns: minmax(280px, 38%) 1fr; min-height: 0; }
  #list { margin: 0; padding: 0; list-style: none; overflow-y: auto; border-right: 1px solid #d9dee3; }
  #list li { padding: 8px 14px; border-bottom: 1px solid #eceff2; cursor: pointer; }
  #list li:hover { background: #f3f6f9; }
  #list li[aria-selected="true"] { background: #e3edf9; }
  #list .to, #list .time { color: #52606d; font-size: 12px; }
  #list .subject { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  #detail { overflow-y: auto; padding: 14px 18px; }
  #detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
  #detail dt { color: #52606d; }
  #detail dd { margin: 0; word-break: break-word; }
  #detail h2.title { font-size: 18px; text-transform: none; letter-spacing: 0; color: inherit; margin: 0 0 10px; }
  #detail h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: #52606d; margin: 16px 0 6px; }
  iframe { width: 100%; height: 480px; border: 1px solid #d9dee3; border-radius: 4px; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f8fa; padding: 10px; border-radius: 4px; margin: 0; }
  .empty { color: #52606d; padding: 16px; }
`;

const SCRIPT = `
(() => {
  const list = document.getElementById('list');
  const detail = document.getElementById('detail');
  const count = document.getElementById('count');
  const filter = document.getElementById('filter');
  // A message's address is its id in the fragment (#<id>), so a link can open it.
  let selectedId = decodeURIComponent(location.hash.slice(1)) || null;
  let shownId = null;

  const el = (tag, text, className) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const addresses = (entries) => entries.map((a) => (a.name ? a.name + ' <' + a.address + '>' : a.address)).join(', ');
  const time = (iso) => new Date(iso).toLocaleString();

  /** Plain text with its http(s) links made clickable (opened in a new tab). */
  const linkified = (text) => {
    const pre = el('pre');
    let last = 0;
    for (const match of text.matchAll(/https?:\\/\\/[^\\s<>"')]+/g)) {
      pre.append(text.slice(last, match.index));
      const link = el('a', match[0]);
      link.href = match[0];
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      pre.append(link);
      last = match.index + match[0].length;
    }
    pre.append(text.slice(last));
    return pre;
  };

  const showDetail = async (id) => {
    if (id === shownId) return;
    const response = await fetch('api/messages/' + encodeURIComponent(id), { cache: 'no-store' });
    if (!response.ok) return;
    const mail = await response.json();
    shownId = id;
    const fields = el('dl');
    const rows = [['From', addresses(mail.from)], ['To', addresses(mail.to)], ['Cc', addresses(mail.cc)], ['Reply-To', addresses(mail.replyTo)],
      ['Subject', mail.subject], ['Date', time(mail.date)]];
    for (const [name, value] of Object.entries(mail.headers)) if (name.startsWith('x-')) rows.push([name, value]);
    for (const [name, value] of rows) if (value) fields.append(el('dt', name), el('dd', value));
    const parts = [el('h2', mail.subject || '(no subject)', 'title'), fields];
    if (mail.html) {
      const frame = document.createElement('iframe');
      // No allow-scripts, no allow-same-origin: the message's HTML cannot run code or reach this page.
      frame.setAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
      frame.title = 'HTML part';
      frame.srcdoc = '<base target="_blank">' + mail.html;
      parts.push(el('h2', 'HTML'), frame);
    }
    parts.push(el('h2', 'Text'), linkified(mail.text || ''));
    if (mail.attachments.length > 0) {
      parts.push(el('h2', 'Attachments'), el('pre', mail.attachments.map((a) => (a.filename || '(unnamed)') + ' — ' + a.contentType + ', ' + a.size + ' bytes').join('\\n')));
    }
    detail.replaceChildren(...parts);
  };

  const select = (id) => {
    selectedId = id;
    history.replaceState(null, '', '#' + encodeURIComponent(id));
    for (const item of list.children) item.setAttribute('aria-selected', String(item.dataset.id === id));
    void showDetail(id);
  };

  const refresh = async () => {
    const to = filter.value.trim();
    const response = await fetch('api/messages?summary=1' + (to ? '&to=' + encodeURIComponent(to) : ''), { cache: 'no-store' });
    if (!response.ok) return;
    const messages = await response.json();
    count.textContent = messages.length + (messages.length === 1 ? ' message' : ' messages');
    const items = messages.map((mail) => {
      const item = el('li');
      item.dataset.id = mail.id;
      item.setAttribute('role', 'option');
      item.setAttribute('aria-selected', String(mail.id === selectedId));
      item.append(el('div', addresses(mail.to) || mail.envelope.to.join(', '), 'to'), el('div', mail.subject || '(no subject)', 'subject'), el('div', time(mail.receivedAt), 'time'));
      item.addEventListener('click', () => select(mail.id));
      return item;
    });
    list.replaceChildren(...items);
    if (messages.length === 0) list.append(el('li', 'No messages yet.', 'empty'));
    if (selectedId && !messages.some((mail) => mail.id === selectedId)) {
      selectedId = null;
      shownId = null;
      detail.replaceChildren(el('p', 'Select a message.', 'empty'));
    } else if (selectedId) {
      void showDetail(selectedId);
    }
  };

  document.getElementById('clear').addEventListener('click', async () => {
    await fetch('api/messages', { method: 'DELETE' });
    await refresh();
  });
  filter.addEventListener('input', () => void refresh());
  void refresh();
  setInterval(() => void refresh().catch(() => undefined), 3000);
})();
`;

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * Only the page's own script runs (by hash). Styles may be inline because a srcdoc frame inherits
 * this policy and e-mail HTML is styled inline; images only as data: URLs (no remote fetches).
 */
export const INBOX_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  "style-src 'unsafe-inline'",
  'img-src data:',
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const INBOX_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Local inbox</h1>
  <span id="count" aria-live="polite"></span>
  <input id="filter" type="search" placeholder="Filter by recipient address" aria-label="Filter by recipient address">
  <button id="clear" type="button">Empty inbox</button>
</header>
<main>
  <ul id="list" role="listbox" aria-label="Messages"></ul>
  <section id="detail" aria-label="Message"><p class="empty">Select a message.</p></section>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;

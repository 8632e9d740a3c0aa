import { linkify } from '../lib/linkify';

/**
 * A message's text as the sender typed it: plain text (React escapes it: "<b>x</b>" shows as typed),
 * line breaks kept by `white-space: pre-wrap`, http(s) addresses as links opening in a new tab.
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="text-sm leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800" data-testid="message-body" data-user-content>
      {linkify(body).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline hover:text-brand-900">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

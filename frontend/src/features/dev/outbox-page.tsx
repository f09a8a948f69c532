import { FormEvent, useState } from 'react';
import { useListOutbox } from '../../api/generated/dev/dev';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';

/** Development helper: the mails the app would have sent, with their links and attachments. */
export default function OutboxPage() {
  useDocumentTitle('Dev outbox');
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState<string | undefined>(undefined);
  const outbox = useListOutbox(to ? { to } : undefined, { query: { staleTime: 0, refetchInterval: 5000 } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTo(draft.trim() || undefined);
  };

  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">Dev outbox</h1>
      <p className="mt-2 text-stone-600">Mails are kept here because SMTP_URL is not set. Newest first.</p>
      <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor="outbox-to">
          Recipient
        </label>
        <input
          id="outbox-to"
          type="email"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Filter by recipient email"
          className="flex-1 rounded-full border border-stone-300 bg-white px-4 py-2"
        />
        <Button type="submit">Show</Button>
      </form>
      {outbox.error ? <p className="mt-6 text-red-700">{errorMessage(outbox.error, 'The outbox is not available.')}</p> : null}
      <ul className="mt-8 space-y-4">
        {outbox.data?.messages.map((message) => (
          <li key={message.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
            <p className="text-xs text-stone-500">
              {new Date(message.createdAt).toLocaleString()} · to {message.to}
            </p>
            <h2 className="mt-1 text-lg font-semibold">{message.subject}</h2>
            <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-stone-700">{message.text}</pre>
            {message.links.length > 0 && (
              <ul className="mt-3 space-y-1 text-sm">
                {message.links.map((link) => (
                  <li key={link}>
                    <a className="break-all text-brand-700 underline" href={link}>
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {message.attachments.length > 0 && (
              <ul className="mt-4 space-y-3" aria-label="Attachments">
                {message.attachments.map((attachment) => (
                  <li key={attachment.filename}>
                    <details className="rounded-xl bg-stone-50 ring-1 ring-stone-200">
                      <summary className="cursor-pointer px-3 py-2 text-sm">
                        <span className="font-semibold">{attachment.filename}</span> <span className="text-stone-500">{attachment.contentType}</span>
                      </summary>
                      <pre className="overflow-x-auto border-t border-stone-200 px-3 py-2 text-xs text-stone-700">{attachment.content}</pre>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {outbox.data?.messages.length === 0 && <li className="text-stone-600">No mails yet.</li>}
      </ul>
    </main>
  );
}

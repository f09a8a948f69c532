import { DEFAULT_LANGUAGE, Language } from '../../kernel/languages';
import { mailMessages } from './mail-messages';

export interface EmailContent {
  /** First line of the mail, e.g. 'Hi Aoife,'. */
  greeting: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Small print under the button, e.g. when the link expires. */
  footnote?: string;
  appName: string;
  /** The language the texts above are written in: the layout's own words follow it. English when absent (a mail not in the catalogues yet). */
  language?: Language;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every mail's text and HTML bodies, in one consistent look. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const t = mailMessages.in(content.language ?? DEFAULT_LANGUAGE);
  const signOff = t('mail.layout.signOff', { appName: content.appName });
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.button ? [t('mail.layout.buttonLine', { label: content.button.label, url: content.button.url }), ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    signOff,
  ].join('\n');
  const button = content.button
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.button.url)}" style="background:#9f1239;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.button.label)}</a></p>
       <p style="font-size:12px;color:#78716c">${escapeHtml(t('mail.layout.pasteLink', { url: content.button.url }))}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-family:Georgia,serif;font-size:22px;color:#9f1239;margin:0 0 24px">${escapeHtml(content.appName)}</p>
<div style="background:#ffffff;border-radius:16px;padding:28px">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:12px;color:#78716c">${escapeHtml(content.footnote)}</p>` : ''}
</div>
<p style="font-size:12px;color:#78716c;margin-top:16px">${escapeHtml(signOff)}</p>
</div></body></html>`;
  return { text, html };
}

// Builds the plain-text and HTML parts of an e-mail from the same content.

export type EmailContent = {
  siteName: string;
  publicUrl: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** a link under the footer that stops e-mails of this kind */
  unsubscribe?: { label: string; url: string };
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function composeEmail(content: EmailContent): { text: string; html: string } {
  const footer = content.footer ?? `${content.siteName} · ${content.publicUrl}`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    footer,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n');

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const unsubscribe = content.unsubscribe
    ? `<p style="font-size:12px;color:#555;margin:8px 0 0"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#555">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : '';
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;margin:0;padding:24px;background:#f4f6f8">` +
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${action}` +
    `<hr style="border:none;border-top:1px solid #eee;margin:24px 0 12px"><p style="font-size:12px;color:#777;margin:0">${escapeHtml(footer)}</p>${unsubscribe}` +
    `</div></body></html>`;
  return { text, html };
}

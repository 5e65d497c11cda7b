import { formatDateTimeLong, formatMoney } from '@ppp/domain';
import { escapeHtml } from '../../print/layout.ts';

// The mail that carries a quote to its client (D22): Polish, HTML with a plain-text part, a simple
// letterhead with the product's name, absolute links from PUBLIC_URL.

export const PRODUCT_NAME = 'PPP :: Program / system wycen';

export interface QuoteMailContent {
  quoteNumber: string;
  /** The kind's document title ('Wycena sprzętu', …). */
  title: string;
  totalGross: string;
  currency: string;
  /** The client's page of the quote, absolute. */
  link: string;
  linkExpiresAt: string;
  /** The staff's own words, or null. */
  message: string | null;
  /** Who sends it: name and e-mail, for the signature. */
  sender: { name: string; email: string | null };
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Subject, HTML and text of 'Wyślij klientowi'. */
export function quoteMail(content: QuoteMailContent): RenderedMail {
  const gross = formatMoney(content.totalGross, content.currency);
  const until = formatDateTimeLong(content.linkExpiresAt);
  const subject = `Oferta ${content.quoteNumber}`;
  const signature = [content.sender.name, content.sender.email].filter(Boolean) as string[];

  const text = [
    'Dzień dobry,',
    '',
    ...(content.message ? [content.message, ''] : []),
    `przesyłamy ofertę nr ${content.quoteNumber} (${content.title.toLowerCase()}) na kwotę ${gross} brutto.`,
    'Ofertę można obejrzeć, pobrać jako PDF oraz zaakceptować lub odrzucić pod adresem:',
    content.link,
    `Link jest ważny do ${until}. Oferta w formacie PDF jest w załączniku.`,
    '',
    'Z poważaniem',
    ...signature,
    '',
    '—',
    `${PRODUCT_NAME} · ${content.publicUrl}`,
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 12px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;border:1px solid #e2e8f0">
<tr><td style="padding:20px 28px;border-bottom:3px solid #1d4ed8">
<a href="${escapeHtml(content.publicUrl)}" style="color:#1d4ed8;font-weight:700;font-size:17px;text-decoration:none">${escapeHtml(PRODUCT_NAME)}</a>
</td></tr>
<tr><td style="padding:24px 28px">
${paragraph('Dzień dobry,')}
${content.message ? paragraph(content.message) : ''}
<p style="margin:0 0 12px">przesyłamy ofertę nr <strong>${escapeHtml(content.quoteNumber)}</strong> (${escapeHtml(content.title.toLowerCase())}) na kwotę <strong style="white-space:nowrap">${escapeHtml(gross)}</strong> brutto.</p>
<p style="margin:0 0 12px">Ofertę można obejrzeć, pobrać jako PDF oraz zaakceptować lub odrzucić:</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(content.link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700">Zobacz ofertę</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">Jeśli przycisk nie działa, skopiuj adres: <a href="${escapeHtml(content.link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(content.link)}</a><br>Link jest ważny do ${escapeHtml(until)}. Oferta w formacie PDF jest w załączniku.</p>
${paragraph(['Z poważaniem', ...signature].join('\n'))}
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(PRODUCT_NAME)} · <a href="${escapeHtml(content.publicUrl)}" style="color:#64748b">${escapeHtml(content.publicUrl)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject, html, text };
}

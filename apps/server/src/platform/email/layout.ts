import type { BrandId, Locale } from "@casino/contracts";
import { EMAIL_PALETTES } from "./brand-palette";

/** What one email says; the layout adds the brand frame, the footer and the plain-text twin. */
export interface EmailContent {
  subject: string;
  /** The line mail apps show next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
  /** A one-time code shown large, for the reader to type. */
  code?: string;
  action?: { label: string; url: string };
  /** Shown under the button: the link in full, for mail apps that block buttons. */
  fallbackLabel?: string;
  after?: readonly string[];
}

export interface EmailBrand {
  id: BrandId;
  name: string;
  supportEmail: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER: Record<Locale, (brand: EmailBrand) => string[]> = {
  en: (brand) => [
    `Questions? Write to us at ${brand.supportEmail}.`,
    `${brand.name} is a social casino for adults 18 and over. No purchase is necessary to play.`,
    "This email was sent automatically; replies to it are not read.",
  ],
  es: (brand) => [
    `¿Tienes preguntas? Escríbenos a ${brand.supportEmail}.`,
    `${brand.name} es un casino social para mayores de 18 años. No es necesario comprar para jugar.`,
    "Este correo se envió automáticamente; las respuestas no se leen.",
  ],
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Renders the brand-themed HTML (inline styles, table layout: what mail apps support) and plain text. */
export function renderEmail(content: EmailContent, brand: EmailBrand, locale: Locale): RenderedEmail {
  const footer = FOOTER[locale](brand);
  return {
    subject: content.subject,
    text: renderText(content, brand, footer),
    html: renderHtml(content, brand, locale, footer),
  };
}

function renderText(content: EmailContent, brand: EmailBrand, footer: string[]): string {
  const blocks = [brand.name, content.heading, ...content.paragraphs];
  if (content.code) blocks.push(content.code);
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(...(content.after ?? []), "--", footer.join("\n"));
  return `${blocks.join("\n\n")}\n`;
}

function renderHtml(content: EmailContent, brand: EmailBrand, locale: Locale, footer: string[]): string {
  const p = EMAIL_PALETTES[brand.id];
  const font = "font-family:Helvetica,Arial,sans-serif;";
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:${p.text}">${escapeHtml(text)}</p>`;
  const code = content.code
    ? `<p style="margin:8px 0 24px;${font}font-size:36px;line-height:44px;font-weight:700;letter-spacing:8px;color:${p.primary}">${escapeHtml(content.code)}</p>`
    : "";
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${p.primary}">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;${font}font-size:16px;font-weight:700;color:${p.primaryText};text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      (content.fallbackLabel
        ? `<p style="margin:0 0 16px;${font}font-size:13px;line-height:20px;color:${p.textMuted}">${escapeHtml(content.fallbackLabel)}<br><a href="${escapeHtml(content.action.url)}" style="color:${p.primary};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
        : "")
    : "";
  const small = (text: string) =>
    `<p style="margin:0 0 8px;${font}font-size:12px;line-height:18px;color:${p.textMuted}">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${p.bg}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${p.bg}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;${font}font-size:24px;font-weight:800;color:${p.primary}">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:32px;background:${p.surface};border:1px solid ${p.border};border-radius:16px">
<h1 style="margin:0 0 16px;${font}font-size:22px;line-height:30px;color:${p.text}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join("\n")}
${code}${action}
${(content.after ?? []).map(paragraph).join("\n")}
</td></tr>
<tr><td style="padding:24px 8px 0">${footer.map(small).join("")}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

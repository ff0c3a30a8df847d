import escapeHtml from "escape-html";
import type { OutgoingMail } from "./outbox.ts";

/** What a mail says, once: its plain text and HTML parts are both written from it. */
export type MailContent = {
  kepada: string;
  balas_ke?: string;
  perihal: string;
  /** The opening, one paragraph each. */
  paragraphs: ReadonlyArray<string>;
  /** Label and value rows (a request's fields). */
  fields?: ReadonlyArray<readonly [string, string]>;
  link?: { label: string; href: string };
  /** Entries after the link (a news digest's items): title, text, picture and link each. */
  entries?: ReadonlyArray<MailEntry>;
  /** Closing paragraphs, after the fields and the link. */
  closing?: ReadonlyArray<string>;
  /** Small links under the signature (a subscriber's "manage" and "unsubscribe"). */
  footerLinks?: ReadonlyArray<{ label: string; href: string }>;
  /** The site's name, signed at the end. */
  signature: string;
  lang: "id" | "en";
};

export type MailEntry = {
  title: string;
  text: string;
  href: string;
  /** An absolute picture address, shown in the HTML part. */
  image?: string;
  /** The language of title and text when it is not the mail's (an untranslated item). */
  lang?: string;
  /** A line saying so, in the mail's language. */
  note?: string;
};

function plainText(mail: MailContent): string {
  const blocks = [
    ...mail.paragraphs,
    ...(mail.fields?.length ? [mail.fields.map(([k, v]) => `${k}: ${v}`).join("\n")] : []),
    ...(mail.link ? [`${mail.link.label}:\n${mail.link.href}`] : []),
    ...(mail.entries ?? []).map((e) =>
      [e.title, ...(e.note ? [`(${e.note})`] : []), e.text, e.href].filter(Boolean).join("\n"),
    ),
    ...(mail.closing ?? []),
    `— ${mail.signature}`,
    ...(mail.footerLinks?.length
      ? [mail.footerLinks.map((l) => `${l.label}: ${l.href}`).join("\n")]
      : []),
  ];
  return `${blocks.join("\n\n")}\n`;
}

function html(mail: MailContent): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
  const rows = (mail.fields ?? [])
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  const link = mail.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(mail.link.href)}" style="color:#1e3a8a;font-weight:bold">${escapeHtml(mail.link.label)}</a></p>`
    : "";
  const entries = (mail.entries ?? [])
    .map((e) => {
      const lang = e.lang ? ` lang="${escapeHtml(e.lang)}"` : "";
      return [
        `<div style="margin:0 0 24px">`,
        e.image
          ? `<a href="${escapeHtml(e.href)}"><img src="${escapeHtml(e.image)}" alt="" width="560" style="max-width:100%;height:auto;border:0;margin:0 0 8px"></a>`
          : "",
        `<p style="margin:0 0 4px;font-size:18px;font-weight:bold"${lang}><a href="${escapeHtml(e.href)}" style="color:#1e3a8a">${escapeHtml(e.title)}</a></p>`,
        e.note
          ? `<p style="margin:0 0 4px;font-style:italic;color:#57534e">${escapeHtml(e.note)}</p>`
          : "",
        e.text ? `<p style="margin:0"${lang}>${escapeHtml(e.text)}</p>` : "",
        "</div>",
      ].join("");
    })
    .join("");
  const footer = (mail.footerLinks ?? [])
    .map((l) => `<a href="${escapeHtml(l.href)}" style="color:#57534e">${escapeHtml(l.label)}</a>`)
    .join(" · ");
  return [
    `<!doctype html><html lang="${mail.lang}"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">`,
    ...mail.paragraphs.map(p),
    rows ? `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : "",
    link,
    entries,
    ...(mail.closing ?? []).map(p),
    p(`— ${mail.signature}`),
    footer ? `<p style="margin:0;font-size:13px">${footer}</p>` : "",
    "</body></html>",
  ].join("");
}

/** The mail as the outbox keeps it: both parts written from the one content. */
export function composeMail(mail: MailContent): OutgoingMail {
  return {
    kepada: mail.kepada,
    balas_ke: mail.balas_ke,
    perihal: mail.perihal,
    teks: plainText(mail),
    html: html(mail),
  };
}

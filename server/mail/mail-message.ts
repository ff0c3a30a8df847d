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
  /** Closing paragraphs, after the fields and the link. */
  closing?: ReadonlyArray<string>;
  /** The site's name, signed at the end. */
  signature: string;
  lang: "id" | "en";
};

function plainText(mail: MailContent): string {
  const blocks = [
    ...mail.paragraphs,
    ...(mail.fields?.length ? [mail.fields.map(([k, v]) => `${k}: ${v}`).join("\n")] : []),
    ...(mail.link ? [`${mail.link.label}:\n${mail.link.href}`] : []),
    ...(mail.closing ?? []),
    `— ${mail.signature}`,
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
  return [
    `<!doctype html><html lang="${mail.lang}"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">`,
    ...mail.paragraphs.map(p),
    rows ? `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : "",
    link,
    ...(mail.closing ?? []).map(p),
    p(`— ${mail.signature}`),
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

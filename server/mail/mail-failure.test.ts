import { describe, expect, it } from "vitest";
import { MAIL_FAILURE, mailFailureText } from "./mail-failure.ts";

/** An error shaped as nodemailer throws them. */
const smtpError = (message: string, extra: { code?: string; responseCode?: number } = {}) =>
  Object.assign(new Error(message), extra);

describe("what staff read when a mail could not be sent", () => {
  it.each([
    [smtpError("connect ECONNREFUSED 127.0.0.1:2525", { code: "ESOCKET" }), "unreachable"],
    [smtpError("getaddrinfo ENOTFOUND smtp.salah.example", { code: "EDNS" }), "unreachable"],
    [smtpError("Connection timeout", { code: "ETIMEDOUT" }), "timeout"],
    [smtpError("Greeting never received", { code: "ETIMEDOUT" }), "timeout"],
    [
      smtpError("Invalid login: 535 5.7.8 Username and Password not accepted", {
        code: "EAUTH",
        responseCode: 535,
      }),
      "login",
    ],
    [
      smtpError("Can't send mail - all recipients were rejected: 550 5.1.1 No such user", {
        code: "EENVELOPE",
        responseCode: 550,
      }),
      "address",
    ],
    [smtpError("Mail command failed: 553 sender rejected", { responseCode: 553 }), "address"],
    [smtpError("Message failed: 451 try again later", { responseCode: 451 }), "busy"],
    [smtpError("self-signed certificate in certificate chain", { code: "ESOCKET" }), "tls"],
    [new Error("something nobody foresaw"), "other"],
    // Rows written before the reasons were classified hold the raw words.
    ["connect ECONNREFUSED 10.0.0.5:587", "unreachable"],
    ["550 ditolak", "address"],
  ] as const)("%s reads as %s", (error, kind) => {
    expect(mailFailureText(error)).toBe(MAIL_FAILURE[kind]);
  });

  it("never passes on the raw error, and reads a sentence it wrote the same way again", () => {
    for (const text of Object.values(MAIL_FAILURE)) {
      expect(text).not.toMatch(/ECONN|ENOTFOUND|@|\d{3}/);
      expect(mailFailureText(text)).toBe(text);
    }
    expect(mailFailureText("")).toBe("");
  });
});

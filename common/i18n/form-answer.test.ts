import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.ts";
import { englishFormAnswer } from "./form-answer.ts";

describe("the group visit form's outcome in English", () => {
  it("says a request was sent", () => {
    const answer = englishFormAnswer({ ok: true, status: 201, message: MESSAGES.reservasiSent });
    expect(answer).toEqual({
      ok: true,
      status: 201,
      message: "Your visit request has been sent. We will contact you.",
    });
  });

  it("names every refused field in English", () => {
    const answer = englishFormAnswer({
      ok: false,
      status: 400,
      message: MESSAGES.reservasiFormInvalid,
      errors: { nama: "Nama wajib diisi", telepon: "Nomor telepon wajib diisi" },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe("Please check the fields marked below.");
    expect(Object.keys(answer.errors ?? {})).toEqual(["nama", "telepon"]);
    expect(answer.errors?.telepon).toMatch(/^Please enter a phone number/);
  });

  it("tells a busy address to wait", () => {
    const answer = englishFormAnswer({
      ok: false,
      status: 429,
      message: MESSAGES.reservasiTooMany,
    });
    expect(answer.message).toMatch(/^Too many requests/);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiRequestError,
  apiRequest,
  apiRequestPage,
  isSessionEnded,
  setUnauthorizedHandler,
} from "./api-client.ts";
import { storeSession } from "./session.ts";
import { signOut } from "./sign-out.ts";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const answer = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status });

describe("apiRequest", () => {
  const fetchMock = vi.fn<typeof fetch>();
  let unauthorized = vi.fn();
  let restore: () => void;

  beforeEach(() => {
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("fetch", fetchMock);
    // A sign-in on this page (which also forgets a sign-out an earlier test made).
    storeSession({ token: "t0k3n", role: "admin", username: "admin" });
    unauthorized = vi.fn();
    restore = setUnauthorizedHandler(unauthorized);
  });

  afterEach(() => {
    restore();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("sends the stored token and JSON, and answers the parsed body", async () => {
    fetchMock.mockResolvedValue(answer(201, { message: "User berhasil ditambahkan" }));
    const body = await apiRequest<{ message: string }>("/api/users", {
      method: "POST",
      json: { name: "Ayu" },
    });
    expect(body.message).toBe("User berhasil ditambahkan");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/users");
    expect(init?.headers).toMatchObject({
      authorization: "Bearer t0k3n",
      "content-type": "application/json",
    });
    expect(init?.body).toBe('{"name":"Ayu"}');
  });

  it("ends the session on a 401: the three keys go and the handler runs", async () => {
    fetchMock.mockResolvedValue(answer(401, { message: "Sesi tidak valid" }));
    await expect(apiRequest("/api/users")).rejects.toMatchObject({
      status: 401,
      message: "Sesi tidak valid",
    });
    expect([
      localStorage.getItem("token"),
      localStorage.getItem("role"),
      localStorage.getItem("username"),
    ]).toEqual([null, null, null]);
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it("a 401 to a request sent before signing out does not send the signed-out person to /login", async () => {
    let answerLater: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answerLater = resolve)));
    const ping = apiRequest("/api/penyuntingan", {
      method: "POST",
      json: { jenis: "settings", id: 1 },
    });
    // Logout: the session is gone from storage while the ping is still on its way.
    localStorage.removeItem("token");
    answerLater(answer(401, { message: "Sesi tidak valid" }));
    await expect(ping).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("a 401 to a request the screen sends after Logout, without a token, leads nowhere", async () => {
    fetchMock.mockImplementation(async () => answer(401, { message: "Sesi tidak valid" }));
    signOut();
    await expect(
      apiRequest("/api/penyuntingan", { method: "POST", json: { jenis: "settings", id: 1 } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.lastCall?.[1]?.headers).not.toHaveProperty("authorization");
    expect(unauthorized).not.toHaveBeenCalled();

    // Signed in again, a refused session is an ended one again.
    storeSession({ token: "token-baru", role: "admin", username: "admin" });
    await expect(apiRequest("/api/users")).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it("a 401 with no token because another tab signed out leads to /login", async () => {
    fetchMock.mockResolvedValue(answer(401, { message: "Sesi tidak valid" }));
    localStorage.removeItem("token"); // the other tab's Logout, seen in this one
    await expect(apiRequest("/api/users")).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it("a 401 to a request of an earlier session leaves the new session signed in", async () => {
    let answerLater: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answerLater = resolve)));
    const old = apiRequest("/api/users");
    localStorage.setItem("token", "token-baru");
    answerLater(answer(401, { message: "Sesi tidak valid" }));
    await expect(old).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem("token")).toBe("token-baru");
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("ends the session on a 403 too: the stored role is stale (e.g. an admin demoted to editor)", async () => {
    fetchMock.mockResolvedValue(answer(403, { message: "Akses ditolak" }));
    const error = await apiRequest("/api/users").catch((e) => e);
    expect(error).toMatchObject({ status: 403 });
    // The screens stay quiet about it: the browser is already on its way to /login.
    expect(isSessionEnded(error)).toBe(true);
    expect([
      localStorage.getItem("token"),
      localStorage.getItem("role"),
      localStorage.getItem("username"),
    ]).toEqual([null, null, null]);
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it("treats the login's 401 as an ordinary refusal without a token", async () => {
    fetchMock.mockResolvedValue(answer(401, { message: "Username atau password salah" }));
    await expect(
      apiRequest("/api/login", { method: "POST", json: {}, auth: false }),
    ).rejects.toMatchObject({
      status: 401,
      message: "Username atau password salah",
    });
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty("authorization");
    expect(localStorage.getItem("token")).toBe("t0k3n");
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("carries the server's message and field errors on a refusal", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { message: "Judul wajib diisi", errors: { judul: "Judul wajib diisi" } }),
    );
    const error = await apiRequest("/api/informasi", { method: "POST" }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, errors: { judul: "Judul wajib diisi" } });
  });

  it("reports a network failure as status 0 and an unreadable success as a failure", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiRequest("/api/settings")).rejects.toMatchObject({ status: 0 });
    fetchMock.mockResolvedValueOnce(answer(200, "<html>bukan json</html>"));
    await expect(apiRequest("/api/settings")).rejects.toMatchObject({ status: 200, message: "" });
  });

  it("a 401 naming the fields at fault refuses what was typed: the session goes on", async () => {
    fetchMock.mockResolvedValue(
      answer(401, {
        message: "Password lama salah",
        errors: { password_lama: "Password lama salah" },
      }),
    );
    const error = await apiRequest("/api/akun/password", {
      method: "POST",
      json: { password_lama: "x", password_baru: "y".repeat(8) },
      fieldRefusals: true,
    }).catch((e) => e);
    expect(error).toMatchObject({ status: 401, errors: { password_lama: "Password lama salah" } });
    expect(isSessionEnded(error)).toBe(false);
    expect(localStorage.getItem("token")).toBe("t0k3n");
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("a plain 401 on the same call still ends the session (the token was revoked)", async () => {
    fetchMock.mockResolvedValue(answer(401, { message: "Sesi tidak valid" }));
    const error = await apiRequest("/api/akun/password", {
      method: "POST",
      json: {},
      fieldRefusals: true,
    }).catch((e) => e);
    expect(isSessionEnded(error)).toBe(true);
    expect(localStorage.getItem("token")).toBeNull();
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it("reads the total of a paged list from X-Total-Count", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ id: 1 }]), {
        status: 200,
        headers: { "X-Total-Count": "41" },
      }),
    );
    await expect(apiRequestPage("/api/riwayat?page=1&limit=20")).resolves.toEqual({
      items: [{ id: 1 }],
      total: 41,
    });
  });
});

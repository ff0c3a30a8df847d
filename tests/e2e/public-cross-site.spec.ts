// Decision 115: a page on another site cannot write here in a visitor's name (the browser says
// where the request comes from), while the site's own pages count views as SPEC writes the call.
import { todayInJakarta } from "../../common/dates.ts";
import { expect, test } from "./fixtures.ts";
import { adminToken, createInformasi, storedViews } from "./public-helpers.ts";

// Nothing here needs the demo content: the server starts sooner without it.
test.use({ seed: "none" });

test("a page on another site can neither count a view nor send a visit request in a visitor's name", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const item = await createInformasi(request, server.url, token, {
    judul: `Artikel incaran ${Date.now()}`,
    deskripsi: "<p>Isi.</p>",
  });
  const views = () => storedViews(request, token, item.slug);
  const requests = async () =>
    (
      await request.get(`${server.url}/api/reservasi`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).headers()["x-total-count"];
  const requestsBefore = await requests();
  const countView = `${server.url}/api/informasi/${item.slug}/increment-view`;

  // Another site's page (this server's host under another name is another site to the browser),
  // without this site's Content-Security-Policy.
  const otherSite = `${server.url.replace("127.0.0.1", "localhost")}/situs-lain`;
  await page.route(otherSite, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Situs lain</title>" }),
  );
  await page.goto(otherSite);
  await page.evaluate(
    // The answer is hidden from the page either way (this site's resource policy): only what
    // the server did shows.
    (url) => fetch(url, { method: "POST", mode: "no-cors" }).catch(() => undefined),
    countView,
  );
  // A form posting JSON disguised as text/plain, as an attacker's page would.
  await page.evaluate(
    ({ action, tanggal }) => {
      const form = document.createElement("form");
      form.method = "POST";
      form.action = action;
      form.enctype = "text/plain";
      const field = document.createElement("input");
      field.name = `{"nama":"Bukan Tamu","instansi":"","tanggal":"${tanggal}","jumlah":20,"telepon":"081234567890","x":"`;
      field.value = '"}';
      form.append(field);
      document.body.append(form);
      form.submit();
    },
    { action: `${server.url}/api/reservasi`, tanggal: todayInJakarta() },
  );
  await expect(page.locator("body")).toContainText("Permintaan dari situs lain tidak diterima");
  expect(await views()).toBe(0);
  expect(await requests()).toBe(requestsBefore);

  // The site's own page counts, with no body and no Content-Type, as SPEC writes the call.
  await page.goto(`${server.url}/`);
  const status = await page.evaluate(
    (url) => fetch(url, { method: "POST" }).then((res) => res.status),
    countView,
  );
  expect(status).toBe(200);
  expect(await views()).toBe(1);
});

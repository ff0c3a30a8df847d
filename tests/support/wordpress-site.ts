import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";
import { makeImage } from "./images.ts";

/** Debian's WordPress, MariaDB and PHP (apt-get install wordpress mariadb-server php-fpm). */
export const WORDPRESS_DIR = process.env.WORDPRESS_DIR ?? "/usr/share/wordpress";
const MARIADB = process.env.MARIADBD_BIN ?? "/usr/sbin/mariadbd";
const MARIADB_INSTALL = "/usr/bin/mariadb-install-db";
const PHP = process.env.PHP_BIN ?? "/usr/bin/php";

export type RealWordPress = {
  url: string;
  /** The site's temporary folder (files for PHP to read may go here). */
  root: string;
  /** An application password for `admin` (drafts through the REST API). */
  user: string;
  appPassword: string;
  /** Runs PHP with WordPress loaded (its output answered). */
  php: (code: string) => string;
  /** WordPress's own "Tools → Export → All content", as a file's text. */
  exportWxr: () => string;
  stop: () => Promise<void>;
};

/**
 * A real WordPress on loopback, as a test's own: MariaDB in a temporary folder (its own socket,
 * no network), Debian's WordPress copied there (hard links) with its own wp-config.php, served by
 * PHP's built-in web server on a free port, installed through wp-admin/install.php as a person
 * would, then filled by PHP with WordPress's own functions.
 */
export async function startWordPress(): Promise<RealWordPress> {
  const root = mkdtempSync(join(tmpdir(), "keraton-wordpress-"));
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((ok) => child.once("exit", ok));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const data = join(root, "db");
    const socket = join(root, "mysql.sock");
    const asRoot = process.getuid?.() === 0 ? ["--user=root"] : [];
    execFileSync(
      MARIADB_INSTALL,
      [
        "--no-defaults",
        `--datadir=${data}`,
        "--skip-test-db",
        "--auth-root-authentication-method=normal",
        ...asRoot,
      ],
      { stdio: "pipe" },
    );
    const mariadb = spawn(
      MARIADB,
      [
        "--no-defaults",
        `--datadir=${data}`,
        `--socket=${socket}`,
        "--skip-networking",
        `--pid-file=${join(root, "db.pid")}`,
        ...asRoot,
      ],
      { stdio: "ignore" },
    );
    children.push(mariadb);
    await waitFor(() => existsSync(socket), "MariaDB did not start");

    const site = join(root, "wp");
    // Hard links are instant; across file systems, a copy.
    try {
      execFileSync("cp", ["-rl", WORDPRESS_DIR, site], { stdio: "pipe" });
    } catch {
      rmSync(site, { recursive: true, force: true });
      cpSync(WORDPRESS_DIR, site, { recursive: true });
    }
    for (const f of ["wp-config.php", ".htaccess"])
      if (existsSync(join(site, f))) unlinkSync(join(site, f));
    mkdirSync(join(site, "wp-content/uploads"), { recursive: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(
      join(site, "wp-config.php"),
      `<?php
define('DB_NAME', 'wordpress'); define('DB_USER', 'root'); define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}'); define('DB_CHARSET', 'utf8mb4'); define('DB_COLLATE', '');
foreach (['AUTH_KEY','SECURE_AUTH_KEY','LOGGED_IN_KEY','NONCE_KEY','AUTH_SALT','SECURE_AUTH_SALT','LOGGED_IN_SALT','NONCE_SALT'] as $k) define($k, 'uji-${port}-' . $k);
define('WP_HOME', '${url}'); define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_ENVIRONMENT_TYPE', 'local'); define('FS_METHOD', 'direct'); define('DISABLE_WP_CRON', true);
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    // PHP's web server sends every address that is not a file to WordPress (pretty permalinks).
    writeFileSync(
      join(root, "router.php"),
      `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$file = __DIR__ . '/wp' . $path;
if ($path !== '/' && is_file($file)) return false;
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) { chdir(rtrim($file, '/')); require rtrim($file, '/') . '/index.php'; return; }
$_SERVER['SCRIPT_NAME'] = '/index.php';
require __DIR__ . '/wp/index.php';
`,
    );
    const mysql = (sql: string) =>
      execFileSync("/usr/bin/mariadb", ["--no-defaults", "-S", socket, "-uroot", "-e", sql]);
    mysql("create database wordpress character set utf8mb4");
    const web = spawn(PHP, ["-S", `127.0.0.1:${port}`, "-t", site, join(root, "router.php")], {
      cwd: site,
      stdio: "ignore",
    });
    children.push(web);
    await waitForAsync(
      async () => (await fetch(`${url}/wp-admin/install.php`).catch(() => undefined))?.ok === true,
      "PHP did not start",
    );

    const install = await fetch(`${url}/wp-admin/install.php?step=2`, {
      method: "POST",
      body: new URLSearchParams({
        weblog_title: "Keraton Lama",
        user_name: "admin",
        admin_password: "Sandi-Uji-12345",
        admin_password2: "Sandi-Uji-12345",
        pw_weak: "1",
        admin_email: "admin@keraton.test",
        blog_public: "0",
        language: "",
      }),
    });
    if (!(await install.text()).includes("Success")) throw new Error("WordPress did not install");

    const php = (code: string) => {
      const script = join(root, `skrip-${Math.random().toString(36).slice(2)}.php`);
      writeFileSync(
        script,
        `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
define('WP_ADMIN', true);
require '${site}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/export.php';
${code}`,
      );
      try {
        return execFileSync(PHP, [script], {
          cwd: site,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
      } finally {
        unlinkSync(script);
      }
    };
    const appPassword = php(
      "[$pass] = WP_Application_Passwords::create_new_application_password(1, ['name' => 'impor']); echo $pass;",
    ).trim();
    return {
      url,
      root,
      user: "admin",
      appPassword,
      php,
      exportWxr: () => php("export_wp(['content' => 'all']);").replace(/^[\s\S]*?(?=<\?xml)/, ""),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Pictures for the site's media library, made in memory and saved where PHP can read them. */
export async function writePictures(dir: string, names: string[]): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const paths: string[] = [];
  for (const name of names) {
    const path = join(dir, name);
    writeFileSync(path, await makeImage("jpeg", 1200, 800));
    paths.push(path);
  }
  return paths;
}

async function waitFor(ready: () => boolean, message: string) {
  return waitForAsync(async () => ready(), message);
}

async function waitForAsync(ready: () => Promise<boolean>, message: string) {
  const deadline = Date.now() + 60_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((r) => setTimeout(r, 100));
  }
}

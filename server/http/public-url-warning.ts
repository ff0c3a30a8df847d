import { isIP } from "node:net";

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  return isIP(bare) === 4 && bare.startsWith("127.");
}

/**
 * The start-up warning when PUBLIC_URL is unset and the server is reachable beyond this machine:
 * links and the page cache then follow each request's Host header, which a client chooses.
 */
export function publicUrlWarning(config: {
  PUBLIC_URL?: string;
  HOST: string;
}): string | undefined {
  if (config.PUBLIC_URL || isLoopback(config.HOST)) return undefined;
  return (
    `Peringatan: PUBLIC_URL belum diatur, padahal server menerima koneksi di ${config.HOST}. ` +
    "Tautan (canonical, sitemap, RSS) dan cache halaman akan mengikuti header Host tiap permintaan. " +
    "Atur PUBLIC_URL ke alamat publik situs, mis. https://keraton.example."
  );
}

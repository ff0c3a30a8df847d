import { readFile } from "node:fs/promises";
import { SingleBar } from "cli-progress";
import type { AppDeps } from "../app-deps.ts";
import { signalContentChanged } from "../content/file-signal.ts";
import { DomainError } from "../domain-error.ts";
import { IMPORT_ACTOR, type ImportReport, importWordPress } from "./import-wordpress.ts";
import { readRestSource } from "./rest-source.ts";
import { parseWxr } from "./wxr.ts";

export const USAGE = `Pemakaian:
  npm run import:wordpress -- --file ekspor.xml [--dry-run] [--documentation-category NAMA]…
  npm run import:wordpress -- --url https://situs-lama.example [--user NAMA --app-password SANDI] [--dry-run] [--documentation-category NAMA]…`;

export type CommandLineArgs = {
  file?: string;
  url?: string;
  user?: string;
  "app-password"?: string;
  "dry-run"?: boolean;
  "documentation-category"?: string[];
};

/** The command: reads the source, imports it with a progress bar, prints the summary; exit code. */
export async function runImportFromCommandLine(
  deps: AppDeps,
  args: CommandLineArgs,
  out: { log: (line: string) => void; error: (line: string) => void } = console,
): Promise<number> {
  if (!args.file === !args.url) {
    out.error(`Sebutkan --file atau --url (salah satu).\n${USAGE}`);
    return 2;
  }
  // Written by a process that serves nothing: every running server copy must hear of it.
  if (deps.dialect === "sqlite") {
    deps.contentChanges.relayTo(() => void signalContentChanged(deps.config.DATA_DIR));
  }
  const bar = new SingleBar({
    format: "Mengimpor [{bar}] {value}/{total} butir",
    stream: process.stderr,
    hideCursor: true,
    noTTYOutput: false,
  });
  try {
    const source = args.file
      ? parseWxr(await readSourceFile(args.file))
      : await readRestSource(args.url ?? "", {
          fetch,
          user: args.user,
          appPassword: args["app-password"],
        });
    const report = await importWordPress(deps, source, {
      dokumentasiCategories: args["documentation-category"] ?? [],
      dryRun: args["dry-run"] ?? false,
      fetch,
      actor: IMPORT_ACTOR,
      onProgress: (done, total) => (done === 0 ? bar.start(total, 0) : bar.update(done)),
    });
    bar.stop();
    out.log(summaryOf(report, args["dry-run"] ?? false));
    return 0;
  } catch (err) {
    bar.stop();
    out.error(`Impor gagal: ${err instanceof DomainError ? err.message : "kesalahan tak terduga"}`);
    return 1;
  }
}

async function readSourceFile(path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch {
    throw new DomainError("invalid", `Berkas tidak dapat dibaca: ${path}`);
  }
}

export function summaryOf(report: ImportReport, dryRun: boolean): string {
  const lines = [
    dryRun ? "Coba impor (tidak ada yang diubah):" : "Impor selesai:",
    `  ${report.dibuat} dibuat, ${report.diperbarui} diperbarui, ${report.tidak_berubah} tidak berubah`,
    `  ${report.pengalihan} alamat lama dialihkan (301)`,
  ];
  if (report.dilewati.length) {
    lines.push(`  ${report.dilewati.length} catatan (dilewati atau tidak diimpor utuh):`);
    for (const s of report.dilewati) lines.push(`  - ${s.sumber}: ${s.alasan}`);
  }
  return lines.join("\n");
}

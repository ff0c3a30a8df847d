type Write = ((msg: string) => void) & ((fields: Record<string, unknown>, msg: string) => void);

export function lineOf(
  level: string,
  fields: Record<string, unknown>,
  msg: string,
  json: boolean,
  time?: string,
): string;

export const log: { info: Write; warn: Write; error: Write };

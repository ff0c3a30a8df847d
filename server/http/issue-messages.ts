import type { z } from "zod";
import { MESSAGES } from "../../common/messages.ts";

const UNITS: Record<string, string> = { string: " karakter", array: " item" };

/**
 * Indonesian text for a validation issue whose schema names no message of its own: zod's built-in
 * texts are English, and every answer of this server is Indonesian.
 */
export const indonesianIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (!issue.path?.length) return MESSAGES.invalidInput;
  const unit = UNITS[String(issue.origin)] ?? "";
  if (issue.code === "too_big") return `Maksimal ${issue.maximum}${unit}`;
  if (issue.code === "too_small") return `Minimal ${issue.minimum}${unit}`;
  return "Isian tidak valid";
};

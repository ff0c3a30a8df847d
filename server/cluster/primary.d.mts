export function restartDelayMs(failuresInARow: number): number;
export function runPrimary(): Promise<void>;

// Types for scripts/build-if-stale.mjs, which the tests import.
export const STAMP: string;
export const INPUTS: readonly string[];
export const OUTPUTS: readonly string[];
export function staleReason(root?: string): string | undefined;

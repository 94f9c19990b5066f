// Types for scripts/notices.mjs, which TypeScript code (web/vite.config.ts, the tests) imports.
import type { Metafile } from 'esbuild';
import type { Plugin } from 'vite';

export const RECORDS: string;
export const NOTICES: string;
export function recordBundle(name: string, metafile: Metafile): Promise<void>;
export function recordScript(name: string, path: string): Promise<void>;
export function readRecords(): Promise<{ outputs: string[]; packages: string[] }[]>;
export function noticesText(dirs: readonly string[], where: string): Promise<string>;
export function writeNotices(): Promise<void>;
export function vitePageNotices(): { collect: Plugin; emit: Plugin };

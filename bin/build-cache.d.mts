// Types of bin/build-cache.mjs (a plain ES module: the build runs before any TypeScript loader).
export const INPUT_DIRS: string[];
export const INPUT_FILES: string[];
export const BUILD_INFO: string;
export const BUILDS: string;
export const KEEP: number;
export function inputsKey(root: string, opts?: { dirs?: string[]; files?: string[]; options?: Record<string, unknown> }): string;
export function swapLink(link: string, target: string, asideDir: string): void;
export function prune(buildsDir: string, part: string, current: string | null, keep?: number): string[];
export function publish(opts: {
  distDir: string;
  part: string;
  key: string;
  build: (folder: string) => Promise<void>;
  force?: boolean;
  keep?: number;
}): Promise<{ status: 'up to date' | 'reused' | 'built'; folder: string }>;
export function devFolders(distDir: string): { server: string; public: string };

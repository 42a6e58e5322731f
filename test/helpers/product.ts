// The whole product started as `npm start` starts it (bin/start.ts from source, in its own process,
// with exactly the given environment plus PATH and HOME), its JSON log lines collected.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Child {
  lines: Record<string, unknown>[];
  stderr: string;
  exit: Promise<number | null>;
  waitFor(msg: RegExp): Promise<Record<string, unknown>>;
  kill(signal: NodeJS.Signals): void;
}

export function startProduct(env: Record<string, string>, args: string[] = []): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/start.ts', ...args], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { re: RegExp; resolve: (l: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (raw) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(raw);
    } catch {
      return;
    }
    lines.push(line);
    for (const w of waiters.filter((w) => w.re.test(String(line.msg)))) w.resolve(line);
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    lines,
    get stderr() {
      return stderr;
    },
    exit,
    waitFor(re) {
      const seen = lines.find((l) => re.test(String(l.msg)));
      if (seen) return Promise.resolve(seen);
      return Promise.race([
        new Promise<Record<string, unknown>>((resolve) => waiters.push({ re, resolve })),
        exit.then((code) => {
          throw new Error(`exited with ${code} before ${re}: ${stderr}`);
        }),
      ]);
    },
    kill: (signal) => child.kill(signal),
  };
}

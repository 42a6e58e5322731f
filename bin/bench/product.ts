// The all-in-one product (`npm start`'s shape: gateway, renderer and api in one Node process, the api
// and its embedded PGlite in a worker thread) started from the build for a benchmark, and the resident memory of a process. Shared by the
// faults benchmark (bin/bench/faults.ts) and the import-beside-load phase (bin/bench/import-load.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { findRootDir } from '../../gateway/paths.ts';
import { freePort, round, type CannonJson } from './http.ts';

export interface Product {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** VmRSS (resident now) or VmHWM (the most it has been resident since it started) of a process, MB. */
export function rssMb(pid: number = process.pid, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? round(Number(m[1]) / 1024, 1) : 0;
  } catch {
    return 0;
  }
}

/** `node dist/server/start.js` on a free port with its own DATA_DIR; resolves once it listens. */
export async function startProduct(
  rootDir: string,
  dataDir: string,
  estates: number,
  extraEnv: Record<string, string> = {},
  /** Node's own options before the script, e.g. --cpu-prof */
  nodeArgs: string[] = [],
): Promise<Product> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(rootDir, 'dist', 'server', 'start.js')], {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_ESTATES: String(estates),
      LOG_LEVEL: 'info',
      GATEWAY_UPLOADS_PER_CLIENT: '16',
      // as `npm start` and the Dockerfile run it
      MALLOC_ARENA_MAX: '2',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the product exited with ${code} while starting`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        if (/^listening on /.test(String((JSON.parse(line) as { msg?: string }).msg))) resolve();
      } catch {
        // not a log line
      }
    });
  });
  child.stdout!.resume();
  return { url: `http://127.0.0.1:${port}`, child, exited };
}

/** autocannon at a fixed overall rate (requests per second across all connections), in its own process. */
export function autocannonRate(url: string, connections: number, duration: number, rate: number): Promise<CannonJson> {
  return new Promise((resolve, reject) => {
    const bin = join(findRootDir(), 'node_modules', 'autocannon', 'autocannon.js');
    const child = spawn(process.execPath, [bin, '--json', '-c', String(connections), '-d', String(duration), '-R', String(rate), '-t', '30', url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      resolve(JSON.parse(out.slice(out.indexOf('{'))) as CannonJson);
    });
  });
}

export function statusCounts(r: CannonJson & { statusCodeStats?: Record<string, { count: number }> }): Record<string, number> {
  return Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
}

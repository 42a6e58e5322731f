// docs/reference/decisions.md: the decision records of docs/decisions/, numbered, each with its title
// (its first heading) and its status (the first line under its `## Status` heading). Every record has
// the headings Status, Context, Decision and Consequences; one that lacks any fails the generator.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { page, table } from './markdown.ts';

export const DECISION_HEADINGS = ['Status', 'Context', 'Decision', 'Consequences'] as const;

export interface DecisionRecord {
  file: string;
  title: string;
  status: string;
}

export function readDecision(file: string, text: string): DecisionRecord {
  const title = /^# (?:\d+\.\s*)?(.+)$/m.exec(text)?.[1]?.trim();
  if (!title) throw new Error(`docs/decisions/${file}: no title (a first line "# N. Title")`);
  const missing = DECISION_HEADINGS.filter((h) => !new RegExp(`^## ${h}\\s*$`, 'm').test(text));
  if (missing.length) throw new Error(`docs/decisions/${file}: missing the heading(s) ${missing.map((h) => `## ${h}`).join(', ')}`);
  const after = text.split(/^## Status\s*$/m)[1] ?? '';
  const status = after
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '');
  if (!status || status.startsWith('#')) throw new Error(`docs/decisions/${file}: an empty Status`);
  return { file, title, status };
}

export function decisionsPage(root: string): string {
  const dir = join(root, 'docs/decisions');
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort();
  const rows = files.map((f) => {
    const d = readDecision(f, readFileSync(join(dir, f), 'utf8'));
    return [f.slice(0, 4), `[${d.title}](../decisions/${f})`, d.status.replace(/\]\((?!\.\.\/|[a-z]+:)/g, '](../decisions/')];
  });
  return page(
    'Decision records',
    [
      'The decisions recorded in `docs/decisions/`, one file each with the headings Status, Context, Decision and',
      'Consequences (measurements stay in the record that made them). A new record takes the next number.',
    ].join('\n'),
    [table(['#', 'decision', 'status'], rows)],
  );
}

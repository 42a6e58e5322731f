// The in-memory buffer of the view and impression counter (docs/decisions/0021): requests add to
// it, nothing else; a flush takes everything out at once and writes it in one transaction
// (./sql.ts). A view is kept once per listing, day and visitor hash (a second view from the same
// visitor before a flush is nothing new); impressions are plain sums per listing and day (no
// visitor is needed: a results page shown twice was shown twice).

export interface BufferedView {
  aliasId: string;
  /** YYYY-MM-DD, UTC */
  day: string;
  /** the day's salted hash of the visitor's address and user agent */
  visitor: string;
  /** the signed-in viewer: the owner's own views are dropped when written */
  userId: string | null;
}

export interface BufferedImpressions {
  estateId: string;
  day: string;
  count: number;
}

export interface Batch {
  views: BufferedView[];
  impressions: BufferedImpressions[];
}

export class StatsBuffer {
  private views = new Map<string, BufferedView>();
  private impressions = new Map<string, BufferedImpressions>();

  /** entries waiting: distinct views plus distinct listing-days of impressions */
  get size(): number {
    return this.views.size + this.impressions.size;
  }

  addView(view: BufferedView): void {
    const key = `${view.day}\n${view.aliasId}\n${view.visitor}`;
    const known = this.views.get(key);
    // a view signed in as the owner wins, so it is dropped however the visitor was seen first
    if (!known || (known.userId === null && view.userId !== null)) this.views.set(key, view);
  }

  addImpressions(day: string, estateIds: Iterable<string>, times = 1): void {
    for (const estateId of estateIds) {
      const key = `${day}\n${estateId}`;
      const known = this.impressions.get(key);
      if (known) known.count += times;
      else this.impressions.set(key, { estateId, day, count: times });
    }
  }

  /** Everything buffered, leaving the buffer empty. */
  take(): Batch {
    const batch = { views: [...this.views.values()], impressions: [...this.impressions.values()] };
    this.views = new Map();
    this.impressions = new Map();
    return batch;
  }

  /** A batch that could not be written goes back (merged with what arrived meanwhile). */
  putBack(batch: Batch): void {
    for (const v of batch.views) this.addView(v);
    for (const i of batch.impressions) this.addImpressions(i.day, [i.estateId], i.count);
  }
}

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

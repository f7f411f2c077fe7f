/**
 * The last contract requests with their timings, kept in memory only. The
 * portal's measurement script reads it to prove a page's calls overlap
 * (issued in parallel) rather than run one after another; the key rotation
 * test, to see which envelope key each portal instance uses.
 */
export interface LoggedRequest {
  path: string;
  startedAt: number;
  endedAt: number;
  /** the key id the caller used (its body's kid, or the Accept-Key-Id of a call without a body); null: none */
  kid: string | null;
}

export class RequestLog {
  private readonly items: LoggedRequest[] = [];
  private next = 0;

  constructor(private readonly capacity = 500) {}

  add(entry: LoggedRequest): void {
    if (this.items.length < this.capacity) this.items.push(entry);
    else this.items[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Oldest first, those started at or after `since` (epoch ms). */
  since(since: number): LoggedRequest[] {
    const full = this.items.length === this.capacity;
    const ordered = full ? [...this.items.slice(this.next), ...this.items.slice(0, this.next)] : this.items;
    return ordered.filter((e) => e.startedAt >= since);
  }

  clear(): void {
    this.items.length = 0;
    this.next = 0;
  }
}

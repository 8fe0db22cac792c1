/** A pino destination that keeps every line, so a test can read what the app logged. */
export class LogCapture {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  /** Everything logged so far, as one string to search. */
  text(): string {
    return this.lines.join('');
  }

  /** The parsed lines whose `msg` is the given one. */
  entries(msg?: string): Record<string, unknown>[] {
    const parsed = this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return msg === undefined ? parsed : parsed.filter((entry) => entry.msg === msg);
  }

  clear(): void {
    this.lines.length = 0;
  }
}

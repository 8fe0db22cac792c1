/**
 * Answers kept in memory for reference data that is the same for every shopper of a brand and language (ADR 0069):
 * Home's four catalogue calls, which every first page and every Home visit make. An answer is kept as the text its
 * route writes, under its key (brand, language, call) and the data's generation the request read; it is served only to
 * a request that read that very generation. The generation is raised in the same transaction as any change of the
 * data (migration 0020) and read in the session's own statement, so a shopper never gets an answer older than what
 * was committed before their request, on any instance, and no request pays a statement for it.
 */

/** Where a request's answer sits among the kept ones: its key, and the data's generation the request read. */
export interface KeptAnswerKey {
  key: string;
  generation: number;
}

interface Kept {
  generation: number;
  text: string;
}

/**
 * One app's kept answers (an app is one database: tests run several in one process). Keys are a few per call (brands
 * × languages, unfiltered questions only), so nothing is evicted but what a newer generation replaces.
 */
export class KeptAnswers {
  readonly #kept = new Map<string, Kept>();

  /**
   * The kept text for `at`, else `answer()`'s, kept unless a newer generation's is already there (a request that
   * read the generation before a change may finish after one that read it after). A failed answer is not kept.
   */
  async answer(scope: string, at: KeptAnswerKey, answer: () => Promise<string>): Promise<string> {
    const key = `${scope}\n${at.key}`;
    const kept = this.#kept.get(key);
    if (kept?.generation === at.generation) return kept.text;
    const text = await answer();
    const now = this.#kept.get(key);
    if (!now || now.generation <= at.generation) this.#kept.set(key, { generation: at.generation, text });
    return text;
  }

  /** How many answers are kept (tests, and a bound to look at). */
  get size(): number {
    return this.#kept.size;
  }
}

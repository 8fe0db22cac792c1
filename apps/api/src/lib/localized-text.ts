/** A text in the three languages the portal speaks: messages, catalogue names, notes (stored as jsonb by db/schema). */
export type LocalizedText = { pt: string; en: string; es: string };

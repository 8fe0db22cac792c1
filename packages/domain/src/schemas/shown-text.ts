import { z } from 'zod';
import { LANGUAGES } from '../constants';

/**
 * A catalogue name as answered (product, colour, campaign; ADR 0032): the brand's text in the request language when
 * it gives one, else its own pt name, with the language the text is in (`ShownText`, domain pickCatalogueText).
 */
export const shownTextSchema = z.object({ text: z.string(), lang: z.enum(LANGUAGES) });

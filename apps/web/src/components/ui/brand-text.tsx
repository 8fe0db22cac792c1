import { DEFAULT_LANGUAGE, type ShownText } from '@portal/domain';
import { currentLanguage, htmlLang } from '../../lib/i18n';
import { useTranslation } from '../../lib/translation';

export interface BrandTextProps {
  /** The stored name (PRO_NOME, COR_NOME, TIC_CAMPANHA): the brand's own, in pt. */
  name: string;
  /** The name as the API shows it in the request language, with that text's language; absent: `name`, in pt. */
  shown?: ShownText | null;
}

/** The text and language a catalogue name is shown in (plain text where no markup can go, e.g. an image's alt). */
export function shownText(name: string, shown?: ShownText | null): ShownText {
  return shown?.text ? shown : { text: name, lang: DEFAULT_LANGUAGE };
}

/**
 * A product, colour or campaign name as the brand gives it (ADR 0032): in the page's language when the brand names
 * it so, else its own name, never a translation made up here. A name in another language than the page's carries
 * its `lang` (screen readers switch voice and rules) and `translate="no"` (a browser translator leaves the brand's
 * name alone).
 */
export function BrandText({ name, shown }: BrandTextProps) {
  useTranslation(); // re-renders on a language switch
  const text = shownText(name, shown);
  if (text.lang === currentLanguage()) return <>{text.text}</>;
  return (
    <span lang={htmlLang(text.lang)} translate="no">
      {text.text}
    </span>
  );
}

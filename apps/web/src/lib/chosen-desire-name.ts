import { chosenTrigger, pickLanguage, resolutionName, type Language, type SelectedItem } from '@portal/domain';

type NamedChoice = Partial<Pick<SelectedItem, 'desejoNome' | 'motivoGatilho' | 'estorno' | 'prt_sit_bonus'>>;

/**
 * What the shopper asked for, as the sidebar and the confirmation step name it (issue 46): the desire's name, but the
 * refund's when she declined the voucher the desire is named after ('Vale-compras com bônus…'), the one rule of the
 * protocol's own name (domain resolution-name).
 */
export function chosenDesireName(item: NamedChoice, language: Language): string {
  const name = item.desejoNome ?? '';
  if (!item.motivoGatilho) return name;
  const chosen = chosenTrigger({
    motivoGatilho: item.motivoGatilho,
    estorno: item.estorno ?? false,
    prt_sit_bonus: item.prt_sit_bonus ?? 'N',
  });
  const shown = resolutionName(name, item.motivoGatilho, chosen);
  return typeof shown === 'string' ? shown : pickLanguage(shown, language);
}

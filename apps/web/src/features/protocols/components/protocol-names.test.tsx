/**
 * Issue 23, ADR 0032: the protocol list and detail show product and colour names as the brand gives them in the
 * page's language, and mark a name in another language (the brand's own pt name on an en page) with lang="pt-BR" and
 * translate="no".
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { protocolSummary } from '../test/fixtures';
import { ProductCards, type ProductCardData } from './product-cards';
import { ProtocolCard } from './protocol-card';

const ITEM: ProductCardData = {
  LINK_IMAGEM: 'https://example.com/shoe.png',
  PRO_RESUMIDO: 'Tênis de Corrida Veloz',
  PRO_CODIGO: '100101',
  ITP_QTDEV: 1,
  ITF_VLUNIT: 29990,
  GRA_TAMANHO: '40',
  COR_NOME: 'Azul Royal',
  COR_TROCA: 'Preto',
  PRO_RESUMIDO_SHOWN: { text: 'Veloz Running Shoe', lang: 'en' },
  COR_NOME_SHOWN: { text: 'Royal Blue', lang: 'en' },
  COR_TROCA_SHOWN: { text: 'Preto', lang: 'pt' },
};

describe('protocol names (issue 23)', () => {
  it("shows an item's names in the page's language where the brand gives them, its own pt names marked", async () => {
    const view = await renderUi(<ProductCards products={[ITEM]} testId="items" />, { language: 'en' });
    const card = within(view.container);
    const title = await card.findByRole('heading', { level: 3 });
    expect(title).toHaveTextContent('Veloz Running Shoe');
    expect(title.querySelector('[lang]')).toBeNull();
    expect(card.getByText('Royal Blue')).not.toHaveAttribute('lang');
    expect(card.getByText('Preto')).toHaveAttribute('lang', 'pt-BR');
    expect(card.getByText('Preto')).toHaveAttribute('translate', 'no');
    expect(card.getByRole('img')).toHaveAccessibleName(/Veloz Running Shoe/);
  });

  it("names the list card's products as shown, marking the brand's pt name on an es page", async () => {
    const protocol = protocolSummary({
      PRODUTOS: ['Tênis de Corrida Veloz', 'Legging Flow'],
      PRODUTOS_SHOWN: [
        { text: 'Zapatilla de Running Veloz', lang: 'es' },
        { text: 'Legging Flow', lang: 'pt' },
      ],
    });
    const view = await renderUi(<ProtocolCard protocol={protocol} />, { language: 'es' });
    const products = await within(view.container).findByTestId('protocol-card-products');
    expect(products).toHaveTextContent('Zapatilla de Running Veloz, Legging Flow');
    expect(within(products).getByText('Legging Flow')).toHaveAttribute('lang', 'pt-BR');
    // Only the pt name is marked: the es one is page text.
    expect(products.querySelectorAll('[lang]')).toHaveLength(1);
  });
});

import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { ProductCards, type ProductCardData } from './product-cards';

const online: ProductCardData = {
  LINK_IMAGEM: null,
  PRO_RESUMIDO: 'Tênis de Corrida Vento',
  PRO_CODIGO: '910101',
  ITP_QTDEV: 1,
  ITF_VLUNIT: 29990,
  GRA_TAMANHO: '40',
  COR_NOME: 'Azul',
};

describe('ProductCards', () => {
  it('shows the code of an online item and leaves it out for a store item, which has none', async () => {
    const view = await renderUi(
      <ProductCards
        products={[online, { ...online, PRO_RESUMIDO: 'Jaqueta comprada na loja', PRO_CODIGO: '' }]}
        testId="items"
      />,
    );
    const [first, second] = await within(view.container).findAllByRole('listitem');
    expect(within(first!).getByText('910101')).toBeInTheDocument();
    expect(within(first!).getByText(/Código/)).toBeInTheDocument();
    expect(within(second!).queryByText(/Código/)).toBeNull();
    expect(within(second!).getByText('Jaqueta comprada na loja')).toBeInTheDocument();
  });
});

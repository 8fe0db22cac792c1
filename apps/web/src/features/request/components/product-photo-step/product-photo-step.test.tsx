import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PHOTOS_PER_ITEM, type SelectedItem } from '@portal/domain';
import { usePictures } from '../../hooks/use-pictures';
import { bankSlipRefundItem, pngFile, sizeExchangeItem } from '../../test/fixtures';
import { renderRequest } from '../../test/render-request';
import { ProductPhotoStep } from './product-photo-step';

function Harness({ items, onNext }: { items: SelectedItem[]; onNext: () => void }) {
  const pictures = usePictures();
  return (
    <ProductPhotoStep
      items={items}
      pictures={pictures.pictures}
      onAdd={pictures.add}
      onRemove={pictures.remove}
      onNext={onNext}
      onCancel={() => undefined}
    />
  );
}

const png = (name: string) => pngFile(name);

let revoked: string[];
let cleanupView: (() => void) | null = null;

beforeEach(() => {
  revoked = [];
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${(next += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
});

afterEach(() => {
  cleanupView?.();
  cleanupView = null;
  vi.restoreAllMocks();
});

async function renderStep(items: SelectedItem[]) {
  const onNext = vi.fn();
  const view = await renderRequest(<Harness items={items} onNext={onNext} />);
  cleanupView = view.cleanup;
  return { ...view, onNext, user: userEvent.setup() };
}

const previews = () => screen.queryAllByRole('button', { name: /^Ampliar / });

describe('ProductPhotoStep', () => {
  it('shows each item with its thumbnail, name, colour and exchange size, and the upload area only where photos are required', async () => {
    await renderStep([sizeExchangeItem(), bankSlipRefundItem()]);

    const shoe = screen.getByRole('region', { name: 'Tênis de Corrida Veloz' });
    expect(within(shoe).getByRole('img', { name: 'Foto do produto Tênis de Corrida Veloz' })).toHaveAttribute(
      'src',
      '/products/shoe-blue.svg',
    );
    expect(within(shoe).getByText('Cor: Azul Royal')).toBeInTheDocument();
    expect(within(shoe).getByText('Tamanho para troca: 41')).toBeInTheDocument();
    expect(within(shoe).getByText('Fotos do produto Tênis de Corrida Veloz')).toBeInTheDocument();

    const jacket = screen.getByRole('region', { name: 'Jaqueta Corta-Vento' });
    // No exchange: the bought size.
    expect(within(jacket).getByText('Tamanho: G')).toBeInTheDocument();
    expect(within(jacket).queryByText(/Fotos do produto/)).toBeNull();
    expect(within(jacket).getByText('Nenhum documento é necessário para este item.')).toBeInTheDocument();
  });

  it('asks for photos only, or for photos and invoice files when an item was bought outside the online store', async () => {
    const online = await renderStep([sizeExchangeItem()]);
    expect(await screen.findByText('Confira os itens da solicitação e envie as fotos pedidas.')).toBeInTheDocument();
    online.cleanup();
    await renderStep([sizeExchangeItem(), { ...bankSlipRefundItem(), ecommerce: false }]);
    expect(
      await screen.findByText('Confira os itens da solicitação e envie as fotos e os arquivos da nota fiscal pedidos.'),
    ).toBeInTheDocument();
  });

  it('keeps at most 5 photos per item, silently ignoring the rest', async () => {
    const { user } = await renderStep([sizeExchangeItem()]);
    const input = screen.getByTestId('photo-input');

    await user.upload(
      input,
      Array.from({ length: MAX_PHOTOS_PER_ITEM + 2 }, (_, index) => png(`foto-${index + 1}.png`)),
    );

    await waitFor(() => expect(previews()).toHaveLength(MAX_PHOTOS_PER_ITEM));
    expect(screen.getByText(`${MAX_PHOTOS_PER_ITEM} de ${MAX_PHOTOS_PER_ITEM} fotos`)).toBeInTheDocument();
    expect(screen.queryByText('Ampliar foto-6.png')).toBeNull();
    // The two extra previews were made and let go at once; no message about them.
    expect(revoked).toHaveLength(2);
    expect(screen.queryByText(/não foram aceitos/)).toBeNull();
  });

  it("refuses before accepting what the upload would refuse, naming each file with the server's reason (issue 23)", async () => {
    const { user } = await renderStep([sizeExchangeItem(), { ...bankSlipRefundItem(), ecommerce: false }]);
    // A PNG whose header declares 8000 × 6000 (48 MP), as a phone's full-resolution mode writes.
    const huge = pngFile('grande.png', 8000, 6000);
    const text = new File(['só um texto'], 'foto.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getAllByTestId('photo-input')[0]!, [text, huge, png('boa.png')]);

    const refused = await screen.findByTestId('photo-refused');
    expect(refused).toHaveAttribute('role', 'alert');
    expect(within(refused).getByText('Estes arquivos não foram aceitos:')).toBeInTheDocument();
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'foto.jpg: Formato não aceito. Envie uma foto (JPEG, PNG ou WebP) ou um vídeo curto (MP4, MOV ou WebM).',
      'grande.png: A imagem tem 48 megapixels; o limite é 40. Envie uma foto menor.',
    ]);
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Ampliar boa.png' })).toBeInTheDocument();

    const page = new File(['<!DOCTYPE html><html><body>nota</body></html>'], 'nota.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('invoice-input'), page);
    const invoiceRefused = await screen.findByTestId('invoice-refused');
    expect(within(invoiceRefused).getByText('Este arquivo não foi aceito:')).toBeInTheDocument();
    expect(within(invoiceRefused).getByRole('listitem')).toHaveTextContent(
      'nota.pdf: O arquivo enviado não é um PDF nem um XML de NF-e.',
    );
    expect(screen.getByText('0 de 3 arquivos')).toBeInTheDocument();
  });

  it('warns that at least one photo is needed, and goes on once there is one', async () => {
    const { user, onNext } = await renderStep([sizeExchangeItem()]);

    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(onNext).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Envie pelo menos uma foto do produto.')).toHaveLength(2);

    await user.upload(screen.getByTestId('photo-input'), png('defeito.png'));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('removes a photo and revokes its preview; a click opens it in the viewer', async () => {
    const { user } = await renderStep([sizeExchangeItem()]);
    await user.upload(screen.getByTestId('photo-input'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Ampliar a.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'Visualizar imagem' });
    expect(within(viewer).getByRole('img', { name: 'a.png' })).toHaveAttribute('src', 'blob:test/1');
    await user.click(within(viewer).getByRole('button', { name: 'Fechar' }));

    await user.click(screen.getByRole('button', { name: 'Remover a.png' }));
    expect(previews()).toHaveLength(1);
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('revokes every preview when the step goes away', async () => {
    const { user } = await renderStep([sizeExchangeItem()]);
    await user.upload(screen.getByTestId('photo-input'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    cleanupView?.();
    cleanupView = null;
    expect(revoked.sort()).toEqual(['blob:test/1', 'blob:test/2']);
  });
});

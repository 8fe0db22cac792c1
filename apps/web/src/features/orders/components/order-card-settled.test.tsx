import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog as makeCatalog, line as makeLine } from '../test/fixtures';
import { renderOrders } from '../test/render-orders';
import { OrderCard } from './order-card';

let cleanupView: (() => void) | null = null;
afterEach(() => {
  cleanupView?.();
  cleanupView = null;
});

async function renderSettled(trigger: 'E' | 'C' | 'T', language: 'pt' | 'en' | 'es' = 'pt') {
  const view = await renderOrders(
    <OrderCard
      line={makeLine({ SETTLED_BY: { PRT_ID: 100007, MOT_GATILHO: trigger } })}
      catalog={makeCatalog()}
      identity="a"
      selected={false}
      onSubmit={() => {}}
    />,
    { language },
  );
  cleanupView = view.cleanup;
  return screen.getByTestId('order-card');
}

describe('a line already settled by a finished protocol (ADR 0030)', () => {
  it('is not available, says it was credited in which protocol, and cannot be opened', async () => {
    const card = await renderSettled('C');
    expect(within(card).getByText('Indisponível')).toBeInTheDocument();
    expect(within(card).getByTestId('settled-note')).toHaveTextContent(
      'Este item já virou crédito na carteira no protocolo 100007 e não pode ser solicitado de novo.',
    );
    expect(within(card).getByRole('button', { name: 'Ver item' })).toBeDisabled();
  });

  it('names a refund and an exchange as such, in English and Spanish too', async () => {
    let card = await renderSettled('E', 'en');
    expect(within(card).getByText('Not available')).toBeInTheDocument();
    expect(within(card).getByTestId('settled-note')).toHaveTextContent(
      'This item was already refunded in protocol 100007 and cannot be requested again.',
    );
    cleanupView?.();
    card = await renderSettled('T', 'es');
    expect(within(card).getByTestId('settled-note')).toHaveTextContent(
      'Este artículo ya se cambió en el protocolo 100007 y no se puede solicitar de nuevo.',
    );
  });

  it('a line nobody settled shows no such note', async () => {
    const view = await renderOrders(
      <OrderCard line={makeLine()} catalog={makeCatalog()} identity="a" selected={false} onSubmit={() => {}} />,
    );
    cleanupView = view.cleanup;
    expect(screen.queryByTestId('settled-note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver item' })).toBeEnabled();
  });
});

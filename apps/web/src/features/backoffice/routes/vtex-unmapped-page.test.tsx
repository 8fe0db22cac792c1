import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VtexUnmappedRow } from '@portal/domain/backoffice';
import { setUpConsoleServer } from '../test/console-server';
import { ADMIN } from '../test/fixtures';

const api = setUpConsoleServer();
const listReads = () =>
  api.requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/backoffice/vtex/unmapped'));

/** Two orders the connector parked (issue 45): a SKU it could not map, and a reason the console has no words for. */
const PARKED: VtexUnmappedRow[] = [
  {
    brandId: 2,
    vtexOrderId: '1172452900788-01',
    lastChange: '2026-11-08T12:00:00.000Z',
    recordedAt: '2026-11-08T12:00:03.000Z',
    reasons: [
      { field: 'itemMetadata.Items[Id=18].SkuName', code: 'vtex_sku_variant', message: 'no colour and size' },
      { field: 'packages[0].items[0].price', code: 'vtex_price_zero', message: 'a paid item priced 0' },
    ],
  },
  {
    brandId: 4,
    vtexOrderId: '1172452900799-01',
    lastChange: '2026-11-09T08:30:00.000Z',
    recordedAt: '2026-11-09T08:30:02.000Z',
    reasons: [
      { field: 'items[0].unitMultiplier', code: 'vtex_unit_multiplier', message: 'unit multiplier 2 is not 1' },
    ],
  },
];

describe('/backoffice/vtex, the unmapped VTEX orders', () => {
  it('lists each parked order with its reasons; try again brings one in and reads the list again', async () => {
    api.state.signedIn = ADMIN;
    api.state.vtexUnmapped = PARKED;
    const user = userEvent.setup();
    await api.open('/backoffice/vtex', 'en');

    const list = await screen.findByRole('list', { name: 'Unmapped VTEX orders' });
    const orders = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(orders).toHaveLength(2);
    expect(orders[0]).toHaveTextContent('Order 1172452900788-01');
    expect(orders[0]).toHaveTextContent('Trilha Norte');
    // A reason the console knows is said in words, with where in the order it is; another in the connector's words.
    expect(orders[0]).toHaveTextContent(
      'The SKU name carries no colour and size, and neither do the SKU’s specifications. (itemMetadata.Items[Id=18].SkuName)',
    );
    expect(orders[0]).toHaveTextContent('A paid item priced zero. (packages[0].items[0].price)');
    expect(orders[1]).toHaveTextContent('unit multiplier 2 is not 1 (items[0].unitMultiplier)');
    expect(listReads()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try order 1172452900788-01 again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order 1172452900788-01 brought in.');
    expect(api.posts('/vtex/unmapped/1172452900788-01/retry').map((request) => JSON.parse(request.body))).toEqual([
      { brand: 2 },
    ]);
    await waitFor(() => expect(screen.queryByText('Order 1172452900788-01')).toBeNull());
    expect(screen.getByText('Order 1172452900799-01')).toBeInTheDocument();
    expect(listReads()).toHaveLength(2);
  });

  it('an order still rejected stays listed, and the page says so', async () => {
    api.state.signedIn = ADMIN;
    api.state.vtexUnmapped = [PARKED[1]!];
    api.state.vtexRetryOutcome = 'rejected';
    const user = userEvent.setup();
    await api.open('/backoffice/vtex', 'pt');

    await user.click(await screen.findByRole('button', { name: /1172452900799-01/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1172452900799-01');
    expect(api.posts('/vtex/unmapped/1172452900799-01/retry')).toHaveLength(1);
    await waitFor(() => expect(listReads()).toHaveLength(2));
    expect(screen.getByRole('button', { name: /1172452900799-01/ })).toBeInTheDocument();
  });

  it('says when nothing is parked', async () => {
    api.state.signedIn = ADMIN;
    await api.open('/backoffice/vtex', 'es');
    expect(await screen.findByText('Ningún pedido VTEX pendiente.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /VTEX/ })).toBeNull();
    expect(listReads()).toHaveLength(1);
  });
});

import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady } from '../../../lib/i18n';
import { baseTheme, cssVariablesResolver } from '../../../lib/theme';
import { daysAgo, line } from '../test/fixtures';
import { FIRST_SCREEN_CARDS, OrderList } from './order-list';
import cardClasses from './order-card.module.css';

// Two delivery days: the cut after the first screen's cards falls inside the second group.
const LINES = Array.from({ length: 9 }, (_, index) =>
  line({ PED_CODIGO: `P-${index}`, ITE_SEQUENCIA: index + 1, DATA_ENTREGA: daysAgo(index < 3 ? 2 : 5) }),
);

function Page({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={baseTheme} cssVariablesResolver={cssVariablesResolver} env="test">
        <OrderList
          lines={LINES}
          catalog={null}
          identity="ana.souza@example.com"
          selectedKeys={new Set()}
          onSubmit={() => {}}
        />
      </MantineProvider>
    </QueryClientProvider>
  );
}

const cardKeys = (root: ParentNode) =>
  [...root.querySelectorAll('[data-testid="order-card"]')].map((card) => card.getAttribute('data-unique-key'));

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(['common', 'orders', 'validation']);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('OrderList on a server-rendered first page (issue 29)', () => {
  it('renders only the first screen of cards on the server, in the list order, with their groups', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page queryClient={new QueryClient()} />);
    expect(FIRST_SCREEN_CARDS).toBeLessThan(LINES.length);
    expect(cardKeys(container)).toEqual(LINES.slice(0, FIRST_SCREEN_CARDS).map((order) => order.UNIQUE_KEY));
    expect(container.querySelectorAll('section')).toHaveLength(2);
    // The room of the cards still to come, hidden from assistive technology (ADR 0068).
    const room = container.querySelector(`.${cardClasses.cardsToCome!}`) as HTMLElement | null;
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    expect(room?.style.getPropertyValue('--cards-to-come')).toBe(String(LINES.length - FIRST_SCREEN_CARDS));
  });

  it('hydrates those cards without a mismatch, then draws every card after hydrating', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page queryClient={new QueryClient()} />);
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <Page queryClient={new QueryClient()} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(cardKeys(container)).toEqual(LINES.map((order) => order.UNIQUE_KEY));
    expect(container.querySelector(`.${cardClasses.cardsToCome!}`)).toBeNull();
  });

  it("draws the cards past the first screen's only when near it, across the date groups (ADR 0068)", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page queryClient={new QueryClient()} />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Page queryClient={new QueryClient()} />);
    });
    const drawnWhenNear = [...container.querySelectorAll('[data-testid="order-card"]')].map((card) =>
      card.classList.contains(cardClasses.belowFirstScreen!),
    );
    expect(cardClasses.belowFirstScreen).toBeTruthy();
    expect(drawnWhenNear).toEqual(LINES.map((_, index) => index >= FIRST_SCREEN_CARDS));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_DESIRE_TERMS, NO_REASON_TERMS } from '@portal/domain';
import { i18n } from '../../../lib/i18n';
import { renderUi } from '../../../test/render-ui';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import type { BrandTerms } from '../api/brand-terms-api';
import type { Catalogue } from '../api/settings-api';
import { DESIRE, REASON, REASON_NAME } from '../test/fixtures';
import { BrandTermsSection } from './brand-terms';

const CATALOGUE = {
  reasons: [REASON],
  subReasons: [
    { id: 161, reasonId: 16, contactType: 5, name: { pt: 'Pequeno', en: 'Small', es: 'Pequeño' }, active: true },
  ],
  desires: [DESIRE],
  bonuses: [{ code: 1, percent: 10, active: true }],
  canEdit: false,
} as Catalogue;

let terms: BrandTerms;
let server: TestServer;
const puts: { url: string; body: unknown }[] = [];
const previews: unknown[] = [];

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body) as typeof NO_REASON_TERMS;
      puts.push({ url: request.url, body });
      terms.reasons[0] = {
        ...terms.reasons[0]!,
        terms: body,
        effective: { ...terms.reasons[0]!.effective, slaDays: body.slaDays ?? 30 },
      };
      return json(response, 200, terms.reasons[0]);
    }
    if (request.url === '/api/backoffice/settings/preview/deadline') {
      previews.push(JSON.parse(request.body));
      return json(response, 200, { lines: 40, becomeIneligible: 3, becomeEligible: 0, unchanged: 37 });
    }
    if (request.url.includes('/history/')) return json(response, 200, { changes: [] });
    if (request.url === '/api/backoffice/settings/brands/1/terms') return json(response, 200, terms);
    return json(response, 404, { type: 'ERROR', message: 'not here' });
  });
});
afterAll(async () => server?.close());

describe("a brand's terms", () => {
  it('lists what the brand’s shoppers get, refuses a deadline the rules refuse, and saves only the brand’s terms', async () => {
    terms = {
      brandId: 1,
      reasons: [
        {
          reasonId: 16,
          terms: NO_REASON_TERMS,
          effective: { active: true, operatorOnly: false, slaRestricted: true, slaDays: 30, requiresImages: false },
        },
      ],
      subReasons: [{ subReasonId: 161, terms: { active: null }, effective: { active: true } }],
      desires: [
        { desireId: 1, terms: NO_DESIRE_TERMS, effective: { active: true, bonusCode: null, auxiliaryMessage: null } },
      ],
    };
    await i18n.loadNamespaces(['settings', 'backoffice']);
    await renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <BrandTermsSection brandId={1} brandName="Corre Brasil" catalogue={CATALOGUE} />
      </QueryClientProvider>,
      { language: 'en' },
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Reasons at Corre Brasil' });
    const row = within(table).getByRole('row', { name: new RegExp(REASON_NAME.en) });
    expect(row).toHaveTextContent('30 days');
    await user.click(within(row).getByRole('button', { name: `Edit terms of ${REASON_NAME.en}` }));
    const form = screen.getByRole('form', { name: `Terms of ${REASON_NAME.en} at Corre Brasil` });
    expect(within(form).getByRole('combobox', { name: 'Photos required' })).toHaveDisplayValue(
      'As in the catalogue (No)',
    );
    const days = within(form).getByRole('textbox', { name: /^Deadline in days after delivery/ });
    await user.type(days, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The deadline must be from 1 to 730 days.')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(days);
    await user.type(days, '7');
    // Previewed before saving (issue 46): the brand's lines under the deadline these terms leave, nothing saved.
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      "Today, 3 order lines would no longer be returnable and 0 would become returnable, of the brand's 40 lines.",
    );
    expect(previews).toEqual([{ brandId: 1, reasonId: 16, slaRestricted: REASON.slaRestricted, slaDays: 7 }]);
    expect(puts).toEqual([]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Photos required' }), 'Yes');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Corre Brasil's terms saved.")).toHaveAttribute('role', 'status');
    expect(puts).toEqual([
      {
        url: '/api/backoffice/settings/brands/1/reasons/16/terms',
        body: { ...NO_REASON_TERMS, slaDays: 7, requiresImages: true },
      },
    ]);
    expect(await within(table).findByText('7 days')).toBeInTheDocument();
  });
});

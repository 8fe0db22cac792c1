import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpConsoleServer } from '../test/console-server';
import { ADMIN, AGENT } from '../test/fixtures';

const api = setUpConsoleServer();
const operatorReads = () =>
  api.requests.filter((request) => request.method === 'GET' && request.url === '/api/backoffice/operators');
const operatorRequests = () => api.requests.filter((request) => request.url.startsWith('/api/backoffice/operators'));

function setViewportWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

afterEach(() => setViewportWidth(1024));

describe('operators', () => {
  it('an admin opens it from the header, sees the operators and adds one; the list is read again', async () => {
    api.state.signedIn = ADMIN;
    const user = userEvent.setup();
    await api.open('/backoffice', 'en');
    await user.click(await screen.findByRole('link', { name: 'Operators' }));

    const table = await screen.findByRole('table', { name: 'Console operators' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Bia Limabia.agent@example.comAgentCorre Brasil, Trilha NorteActive');
    expect(rows[3]).toHaveTextContent('Leo Diasleo.old@example.comAgentMaré SportsInactive');

    // The admin hands out only their own brands.
    const brands = within(screen.getByRole('group', { name: /^Brands/ }));
    expect(brands.getAllByRole('checkbox')).toHaveLength(3);
    for (const name of ['Corre Brasil', 'Trilha Norte', 'Maré Sports'])
      expect(brands.getByRole('checkbox', { name })).not.toBeChecked();

    // Nothing is sent until the fields are right; each says what is wrong in the interface language.
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('Choose at least one of your brands.')).toBeInTheDocument();
    expect(screen.getAllByText('Required field.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'caio@');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('Invalid e-mail.')).toBeInTheDocument();
    expect(api.posts('/operators')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'company.tech');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Caio Prado ');
    await user.click(screen.getByRole('radio', { name: 'Administrator' }));
    await user.click(brands.getByRole('checkbox', { name: 'Maré Sports' }));
    await user.click(brands.getByRole('checkbox', { name: 'Corre Brasil' }));
    await user.click(screen.getByRole('button', { name: 'Add operator' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Caio Prado was added.');
    expect(JSON.parse(api.posts('/operators')[0]!.body)).toEqual({
      email: 'caio@company.tech',
      name: 'Caio Prado',
      role: 'admin',
      brands: [1, 4],
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(within(table).getAllByRole('row')[4]).toHaveTextContent(
      'Caio Pradocaio@company.techAdministratorCorre Brasil, Maré SportsActive',
    );
    expect(operatorReads()).toHaveLength(2);
    // The form is empty for the next one.
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('');
  });

  it('is hidden from agents: no link in the header, the notice of the reports page, and no request', async () => {
    api.state.signedIn = AGENT;
    await api.open('/backoffice/operators');

    expect(await screen.findByText('A gestão de operadores está disponível para administradores.')).toBeInTheDocument();
    expect(screen.getByText('Somente administradores')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Operadores' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar operador' })).toBeNull();
    expect(operatorRequests()).toHaveLength(0);
  });

  it('shows the server’s 409 for a taken e-mail, marking the field, and a 400 in the request language', async () => {
    api.state.signedIn = ADMIN;
    const user = userEvent.setup();
    await api.open('/backoffice/operators');
    await screen.findByRole('table', { name: 'Operadores do console' });

    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await user.type(email, 'Bia.Agent@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Bia');
    await user.click(screen.getByRole('checkbox', { name: 'Trilha Norte' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar operador' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O operador não foi adicionado');
    expect(alert).toHaveTextContent('Já existe um operador com este e-mail.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(operatorReads()).toHaveLength(1);

    // Typing clears the refusal; a 400 the form could not foresee shows the server's words.
    api.state.refuseOperator = true;
    await user.clear(email);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(email, 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Adicionar operador' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Requisição inválida: name: Texto muito longo.');
    expect(api.posts('/operators')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Bia');
  });

  it('an admin edits an operator: only what changed is sent, the list is read again, focus returns to the row', async () => {
    api.state.signedIn = ADMIN;
    const user = userEvent.setup();
    await api.open('/backoffice/operators', 'en');
    const table = await screen.findByRole('table', { name: 'Console operators' });

    const edit = within(table).getByRole('button', { name: 'Edit Leo Dias' });
    expect(edit).toHaveTextContent(/^Edit$/);
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit Leo Dias' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit Leo Dias' })).toHaveFocus());
    const active = within(form).getByRole('checkbox', { name: 'Access active' });
    expect(active).not.toBeChecked();
    await user.click(active);
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Required field.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Leo Dias Neto');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Changes to Leo Dias Neto saved.');
    const patches = api.requests.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => [request.url, JSON.parse(request.body)])).toEqual([
      ['/api/backoffice/operators/9', { name: 'Leo Dias Neto', active: true }],
    ]);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[3]).toHaveTextContent(
        'Leo Dias Netoleo.old@example.comAgentMaré SportsActive',
      ),
    );
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Edit Leo Dias Neto' })).toHaveFocus());
  });

  it('an admin cannot take away her own access or role: those fields are locked and say why', async () => {
    api.state.signedIn = ADMIN;
    const user = userEvent.setup();
    await api.open('/backoffice/operators');
    const table = await screen.findByRole('table', { name: 'Operadores do console' });
    await user.click(within(table).getByRole('button', { name: 'Editar Rui Costa' }));
    const form = screen.getByRole('form', { name: 'Editar Rui Costa' });
    expect(within(form).getByRole('checkbox', { name: 'Acesso ativo' })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Atendente' })).toBeDisabled();
    expect(within(form).getAllByText(/Você não pode desativar o seu próprio acesso/).length).toBeGreaterThan(0);
    // Cancelling sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Editar Rui Costa' })).toBeNull();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('lists each operator as a card on a phone', async () => {
    setViewportWidth(375);
    api.state.signedIn = ADMIN;
    await api.open('/backoffice/operators', 'es');

    const cards = await screen.findByRole('list', { name: 'Operadores de la consola' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getAllByRole('listitem')[2]).toHaveTextContent(
      'Leo Diasleo.old@example.comAgente · InactivoMaré Sports',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

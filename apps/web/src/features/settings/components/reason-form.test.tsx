import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { i18n } from '../../../lib/i18n';
import { REASON } from '../test/fixtures';
import { ReasonForm } from './reason-form';

async function renderForm(language: 'pt' | 'en' = 'en') {
  const onSave = vi.fn(() => Promise.resolve());
  const onPreview = vi.fn(() => Promise.resolve({ lines: 40, becomeIneligible: 3, becomeEligible: 0, unchanged: 37 }));
  const onCancel = vi.fn();
  const onRemove = vi.fn(() => Promise.reject(new Error('in use')));
  await i18n.loadNamespaces(['settings', 'backoffice']);
  await renderUi(
    <ReasonForm reason={REASON} onSave={onSave} onPreview={onPreview} onCancel={onCancel} onRemove={onRemove} />,
    {
      language,
    },
  );
  return { onSave, onPreview, onCancel, onRemove };
}

describe('the reason form', () => {
  it('refuses a deadline the rules refuse, says why at the field, and sends nothing', async () => {
    const { onSave, onPreview } = await renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Edit reason 16' })).toHaveFocus();
    const days = screen.getByRole('textbox', { name: /^Deadline in days after delivery/ });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The deadline must be from 1 to 730 days.')).toBeInTheDocument();
    expect(days).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onPreview).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Name (Español)' }));
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('previews the lines a shorter deadline changes, then saves the whole reason', async () => {
    const { onSave, onPreview } = await renderForm();
    const user = userEvent.setup();
    const days = screen.getByRole('textbox', { name: /^Deadline in days after delivery/ });
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledWith({ slaRestricted: true, slaDays: 7 });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Today, 3 order lines would no longer be returnable and 0 would become returnable, of the brand's 40 lines.",
    );
    await user.click(screen.getByRole('checkbox', { name: 'Photos required' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const { id: _id, ...body } = REASON;
    expect(onSave).toHaveBeenCalledWith({ ...body, slaDays: 7, requiresImages: true });
  });

  it('edits every field of the reason: name, each flag, the deadline and both messages', async () => {
    const { onSave } = await renderForm();
    const user = userEvent.setup();
    for (const flag of [
      'Active',
      'Operators only',
      'Photos required',
      'First exchange allowed',
      'Second exchange allowed',
      'Refund allowed',
    ]) {
      await user.click(screen.getByRole('checkbox', { name: flag }));
    }
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), '!');
    const message = { English: 'Too late', Português: 'Fora do prazo', Español: 'Fuera de plazo' };
    for (const [lang, text] of Object.entries(message)) {
      await user.type(screen.getByRole('textbox', { name: `Out-of-deadline message (${lang})` }), text);
    }
    // Half a message is refused: each language or none.
    await user.type(screen.getByRole('textbox', { name: 'Marketplace order message (English)' }), 'Marketplace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Marketplace order message (English)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Restricted by deadline' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const { id: _id, ...body } = REASON;
    expect(onSave).toHaveBeenCalledWith({
      ...body,
      name: { ...body.name, en: `${body.name.en}!` },
      active: false,
      operatorOnly: true,
      requiresImages: true,
      slaRestricted: false,
      firstExchangeAllowed: false,
      secondExchangeAllowed: true,
      refundAllowed: false,
      outOfDeadlineMessage: { pt: 'Fora do prazo', en: 'Too late', es: 'Fuera de plazo' },
      marketplaceMessage: null,
    });
  });

  it('removes on request and shows a refusal in place', async () => {
    const { onRemove, onSave } = await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('speaks the interface language', async () => {
    await renderForm('pt');
    expect(screen.getByRole('heading', { name: 'Editar o motivo 16' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Restrito por prazo' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pré-visualizar' })).toBeInTheDocument();
  });
});

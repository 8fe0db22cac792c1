import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { i18n } from '../../../lib/i18n';
import { DESIRE, REASON } from '../test/fixtures';
import { DesireForm } from './desire-form';

const OTHER_REASON = { ...REASON, id: 20, name: { pt: 'Defeito', en: 'Defect', es: 'Defecto' } };
const BONUSES = [{ code: 1, percent: 10, active: true }];

describe('the desire form', () => {
  it('a new desire: its reason chosen, its trigger checked against its flags before anything is sent', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    await i18n.loadNamespaces(['settings', 'backoffice']);
    await renderUi(
      <DesireForm
        desire={{ ...DESIRE, id: 0, name: { pt: '', en: '', es: '' } }}
        bonuses={BONUSES}
        reasons={[REASON, OTHER_REASON]}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
      { language: 'en' },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'New desire' })).toHaveFocus();
    // A new row has nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Defect');
    for (const [lang, text] of [
      ['English', 'Refund'],
      ['Português', 'Estorno'],
      ['Español', 'Reembolso'],
    ]) {
      await user.type(screen.getByRole('textbox', { name: `Name (${lang})` }), text!);
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trigger' }), 'Refund');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A refund needs the Refund option.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Size exchange' }));
    await user.click(screen.getByRole('checkbox', { name: 'Refund' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const { id: _id, ...body } = DESIRE;
    expect(onSave).toHaveBeenCalledWith({
      ...body,
      reasonId: 20,
      name: { pt: 'Estorno', en: 'Refund', es: 'Reembolso' },
      trigger: 'E',
      sizeChange: false,
      refund: true,
    });
  });
});

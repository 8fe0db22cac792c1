import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { MissingFilesAlert } from './missing-files-alert';

describe('MissingFilesAlert (R62)', () => {
  it('says the protocol lacks files, item by item, in the operator’s language', async () => {
    const view = await renderFeature(
      <MissingFilesAlert
        missing={[
          { item: 1, kind: 'invoice', required: 1, received: 0 },
          { item: 2, kind: 'photo', required: 1, received: 0 },
        ]}
      />,
      { path: '/backoffice', namespaces: ['backoffice'], user: null, language: 'en' },
    );
    const alert = screen.getByTestId('missing-files');
    expect(within(alert).getByText('Files missing')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Item 1: invoice (0 of 1)',
      'Item 2: photo (0 of 1)',
    ]);
    view.cleanup();
  });

  it('shows nothing when nothing is missing', async () => {
    const view = await renderFeature(<MissingFilesAlert missing={[]} />, {
      path: '/backoffice',
      namespaces: ['backoffice'],
      user: null,
    });
    expect(screen.queryByTestId('missing-files')).toBeNull();
    view.cleanup();
  });
});

import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { MountWhileOpen } from './mount-while-open';

let mounts = 0;
function Counted() {
  useState(() => {
    mounts += 1;
    return null;
  });
  return <p>Body</p>;
}

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <MountWhileOpen opened={opened}>
        {(onExited) => (
          <Modal opened={opened} onClose={() => setOpened(false)} onExitTransitionEnd={onExited} title="Notice">
            <Counted />
          </Modal>
        )}
      </MountWhileOpen>
    </>
  );
}

describe('MountWhileOpen', () => {
  it('mounts nothing while closed, the modal when opened, and nothing again once it has closed', async () => {
    mounts = 0;
    const user = userEvent.setup();
    await renderUi(<Harness />);
    expect(mounts).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    expect(mounts).toBe(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus is back on what opened it (Mantine's own return is too late for a modal already unmounted).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Closed means unmounted: opening again mounts a fresh body.
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    expect(mounts).toBe(2);
  });
});

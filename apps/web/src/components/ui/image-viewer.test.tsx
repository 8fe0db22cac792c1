import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN } from '@portal/domain';
import { renderUi } from '../../test/render-ui';
import { ImageViewer, zoomOf } from './image-viewer';

const LABELS = {
  title: 'Visualizar imagem',
  zoomIn: 'Ampliar',
  zoomOut: 'Reduzir',
  reset: 'Tamanho original',
  close: 'Fechar',
  hint: 'Clique duas vezes para ampliar.',
  hintTouch: 'Toque duas vezes para ampliar.',
  zoomLevel: (percent: number) => `Zoom de ${percent}%`,
};

async function renderViewer(onClose = vi.fn()) {
  await renderUi(<ImageViewer opened onClose={onClose} src="blob:test/1" alt="defeito.png" labels={LABELS} />);
  const image = screen.getByRole('img', { name: 'defeito.png' });
  const zoom = () => Number(screen.getByRole('group', { name: /defeito\.png/ }).dataset.zoom);
  return { image, zoom, onClose };
}

describe('ImageViewer', () => {
  it('zooms from 1.0 to 1.3 in steps of 0.1 on double-click, then back to 1.0', async () => {
    const { image, zoom } = await renderViewer();
    expect(zoom()).toBe(IMAGE_ZOOM_MIN);
    const seen = [];
    for (let click = 0; click < 4; click += 1) {
      fireEvent.doubleClick(image);
      seen.push(zoom());
    }
    expect(seen).toEqual([1.1, 1.2, 1.3, 1]);
    expect(zoomOf(3)).toBe(IMAGE_ZOOM_MAX);
    expect(image.style.transform).toBe('scale(1)');
  });

  it('zooms with the + and − keys, never past the bounds, and 0 resets', async () => {
    const { zoom } = await renderViewer();
    const group = screen.getByRole('group', { name: /defeito\.png/ });
    for (let press = 0; press < 5; press += 1) fireEvent.keyDown(group, { key: '+' });
    expect(zoom()).toBe(IMAGE_ZOOM_MAX);
    expect(screen.getByRole('status', { name: 'Zoom de 130%' })).toBeInTheDocument();
    fireEvent.keyDown(group, { key: '-' });
    expect(zoom()).toBe(1.2);
    fireEvent.keyDown(group, { key: '0' });
    expect(zoom()).toBe(IMAGE_ZOOM_MIN);
    fireEvent.keyDown(group, { key: '-' });
    expect(zoom()).toBe(IMAGE_ZOOM_MIN);
  });

  it('answers + and − right after opening, while the focus is still on Close', async () => {
    const { zoom } = await renderViewer();
    const user = userEvent.setup();
    const close = screen.getByRole('button', { name: 'Fechar' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.keyboard('+');
    expect(zoom()).toBe(1.1);
    await user.keyboard('++');
    expect(zoom()).toBe(IMAGE_ZOOM_MAX);
    await user.keyboard('-');
    expect(zoom()).toBe(1.2);
    await user.keyboard('0');
    expect(zoom()).toBe(IMAGE_ZOOM_MIN);
    // Ctrl + stays the browser's page zoom.
    await user.keyboard('{Control>}+{/Control}');
    expect(zoom()).toBe(IMAGE_ZOOM_MIN);
    expect(close).toHaveFocus();
  });

  it('has labelled buttons that zoom and close', async () => {
    const { zoom, onClose } = await renderViewer();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Reduzir' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ampliar' }));
    expect(zoom()).toBe(1.1);
    // WCAG 2.5.3 (axe label-content-name-mismatch): the visible '1:1' is part of the button's name.
    const reset = screen.getByRole('button', { name: 'Tamanho original 1:1' });
    expect(reset).toHaveTextContent('1:1');
    await user.click(reset);
    expect(zoom()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells a touch screen what works there, not double-click and keys (issue 46)', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => {
      const list = original(query);
      Object.defineProperty(list, 'matches', { value: query === '(pointer: coarse)' });
      return list;
    }) as typeof window.matchMedia;
    try {
      await renderViewer();
      // The media query is read after the first paint (Mantine's useMediaQuery), so the hint follows it.
      expect(await screen.findByText('Toque duas vezes para ampliar.')).toBeInTheDocument();
      expect(screen.queryByText('Clique duas vezes para ampliar.')).toBeNull();
      expect(screen.getByRole('group', { name: 'defeito.png. Toque duas vezes para ampliar.' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('keeps the mouse and keys hint with a fine pointer', async () => {
    await renderViewer();
    expect(screen.getByText('Clique duas vezes para ampliar.')).toBeInTheDocument();
  });
});

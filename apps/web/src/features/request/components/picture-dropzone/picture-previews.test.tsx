import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../../../test/render-feature';
import type { FilePicture } from '../../lib/picture-entries';
import { PicturePreviews } from './picture-previews';

function entry(name: string, type: string, objectUrl: string): FilePicture {
  return {
    original_file: new File([new Uint8Array([1, 2, 3])], name, { type }),
    object_url: objectUrl,
    file_type: type.startsWith('image/') ? 'image' : 'file',
    type,
    is_nfe: false,
  };
}

describe('PicturePreviews', () => {
  it('shows a short video as a muted player with controls, beside the photo previews', async () => {
    const onRemove = vi.fn();
    const video = entry('defeito.mp4', 'video/mp4', 'blob:test/video');
    await renderFeature(
      <PicturePreviews pictures={[entry('foto.jpg', 'image/jpeg', 'blob:test/photo'), video]} onRemove={onRemove} />,
      { path: '/', namespaces: ['request'], user: null },
    );
    const player = screen.getByTestId('video-preview') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('blob:test/video');
    expect(player.controls).toBe(true);
    expect(player.muted).toBe(true);
    expect(player).toHaveAccessibleName('Vídeo defeito.mp4');
    // The photo still opens in the viewer; the video is not a zoomable image.
    expect(screen.getByRole('button', { name: 'Ampliar foto.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ampliar defeito.mp4' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remover defeito.mp4' }));
    expect(onRemove).toHaveBeenCalledWith(video);
  });
});

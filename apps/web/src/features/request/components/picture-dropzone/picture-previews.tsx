import { useState } from 'react';
import { ActionIcon, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/translation';
import { ImageViewer, viewerLabels } from '../../../../components/ui/image-viewer';
import { IconFileText, IconTrash } from '../../icons';
import type { FilePicture } from '../../lib/picture-entries';
import classes from './picture-dropzone.module.css';

export interface PicturePreviewsProps {
  pictures: readonly FilePicture[];
  onRemove: (picture: FilePicture) => void;
}

/** Previews with a remove button each; an image opens in the zoomable viewer (spec §2), a video plays in place. */
export function PicturePreviews({ pictures, onRemove }: PicturePreviewsProps) {
  const { t } = useTranslation('request');
  const [viewing, setViewing] = useState<FilePicture | null>(null);
  // The picture may be removed while the viewer is closing: show the viewer only for a picture still listed.
  const shown = viewing && pictures.includes(viewing) ? viewing : null;

  if (pictures.length === 0) return null;
  return (
    <>
      <ul className={classes.previews} aria-label={t('dropzone.previews')}>
        {pictures.map((picture, index) => {
          const name = picture.original_file.name || t('dropzone.unnamed', { number: index + 1 });
          return (
            <li key={picture.object_url} className={classes.preview}>
              {picture.file_type === 'image' ? (
                <button
                  type="button"
                  className={classes.open}
                  onClick={() => setViewing(picture)}
                  onDoubleClick={() => setViewing(picture)}
                  aria-label={t('dropzone.open', { name })}
                  title={t('dropzone.open', { name })}
                >
                  <img src={picture.object_url} alt="" />
                </button>
              ) : picture.type.startsWith('video/') ? (
                // Muted, with controls, nothing loaded past the first frame until the shopper plays it.
                <video
                  className={classes.video}
                  src={picture.object_url}
                  controls
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={t('dropzone.video', { name })}
                  data-testid="video-preview"
                />
              ) : (
                <div className={classes.fileName}>
                  <IconFileText size={28} stroke={1.5} aria-hidden="true" />
                  <Text size="xs" lineClamp={2}>
                    {name}
                  </Text>
                </div>
              )}
              <ActionIcon
                className={classes.remove}
                variant="filled"
                color="red.9"
                size="md"
                radius="xl"
                aria-label={t('dropzone.remove', { name })}
                onClick={() => onRemove(picture)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </li>
          );
        })}
      </ul>
      <ImageViewer
        opened={shown !== null}
        onClose={() => setViewing(null)}
        src={shown?.object_url ?? null}
        alt={shown ? shown.original_file.name : ''}
        labels={viewerLabels(t)}
      />
    </>
  );
}

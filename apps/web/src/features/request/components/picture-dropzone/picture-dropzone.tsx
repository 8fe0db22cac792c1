import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { useId, useRef, type ChangeEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import {
  MAX_INVOICE_FILES_PER_ITEM,
  MAX_PHOTOS_PER_ITEM,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  canAddPicture,
  invoiceFileCount,
  photoCount,
} from '@portal/domain';
import { useTranslation } from '../../../../lib/translation';
import { notifyWarning } from '../../../../lib/notify';
import { IconCamera, IconPhotoUp } from '../../icons';
import { INVOICE_MIME_TYPES, PHOTO_AREA_MIME_TYPES, maxBytesFor, type FilePicture } from '../../lib/picture-entries';
import { PicturePreviews } from './picture-previews';
import classes from './picture-dropzone.module.css';

export interface PictureDropzoneProps {
  /** Photos of the product, or invoice (NF-e) files. */
  kind: 'photo' | 'invoice';
  /** Every picture of the item (both kinds): the limits count per kind. */
  pictures: readonly FilePicture[];
  /** The item's name, to word the labels ('Fotos de Tênis …'). */
  itemName: string;
  required?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (picture: FilePicture) => void;
  /** The message shown under the area when the step is checked and this kind is missing. */
  error?: string | null;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * An upload area of the product and photo step (spec §2): drop or pick files, or take a photo with the phone's
 * camera. Files past the item's limit are dropped silently (spec §5); a file of a type or size the upload refuses is
 * named in a warning instead of failing later.
 */
export function PictureDropzone({ kind, pictures, itemName, required, onAdd, onRemove, error }: PictureDropzoneProps) {
  const { t } = useTranslation('request');
  const cameraInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const isInvoice = kind === 'invoice';
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const ofKind = pictures.filter((picture) => picture.is_nfe === isInvoice);
  const count = isInvoice ? invoiceFileCount(pictures) : photoCount(pictures);
  const max = isInvoice ? MAX_INVOICE_FILES_PER_ITEM : MAX_PHOTOS_PER_ITEM;
  const full = !canAddPicture(pictures, isInvoice);
  const accept = isInvoice ? [...INVOICE_MIME_TYPES] : [...PHOTO_AREA_MIME_TYPES];
  const megabytes = MAX_UPLOAD_BYTES / BYTES_PER_MEGABYTE;
  const videoMegabytes = MAX_VIDEO_BYTES / BYTES_PER_MEGABYTE;
  const label = t(isInvoice ? 'dropzone.invoiceLabel' : 'dropzone.photosLabel', { name: itemName });

  const onReject = (rejections: readonly Pick<FileRejection, 'file'>[] | readonly { file: File }[]) => {
    if (rejections.length === 0) return;
    notifyWarning(t('dropzone.rejected', { names: rejections.map((rejection) => rejection.file.name).join(', ') }), {
      title: t('dropzone.rejectedTitle'),
    });
  };

  const onCamera = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const accepted = files.filter((file) => file.size <= maxBytesFor(file));
    onReject(files.filter((file) => !accepted.includes(file)).map((file) => ({ file })));
    if (accepted.length > 0) onAdd(accepted);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id={`${id}-label`} fw={600} size="sm">
          {label}
          {required ? (
            <Text span c="red.9" aria-hidden="true">
              {' *'}
            </Text>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t(isInvoice ? 'dropzone.invoiceCount' : 'dropzone.photoCount', { count, max })}
        </Text>
      </Group>
      <Dropzone
        onDrop={onAdd}
        onReject={onReject}
        accept={accept}
        maxSize={isInvoice ? MAX_UPLOAD_BYTES : MAX_VIDEO_BYTES}
        validator={(file) =>
          // Only videos may use the larger limit: an image past MAX_UPLOAD_BYTES is refused here, like the server does.
          file.size > maxBytesFor(file) ? { code: 'file-too-large', message: file.name } : null
        }
        disabled={full}
        multiple
        className={classes.dropzone}
        aria-label={label}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        data-invalid={error ? true : undefined}
        inputProps={{ 'aria-label': label, 'data-testid': `${kind}-input` } as Record<string, string>}
      >
        <Group justify="center" gap="sm" mih={72} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={32} stroke={1.5} aria-hidden="true" />
          <div>
            <Text size="sm" fw={500}>
              {full ? t('dropzone.full', { max }) : t(coarsePointer ? 'dropzone.callTouch' : 'dropzone.call')}
            </Text>
            <Text id={`${id}-hint`} size="xs" c="dimmed">
              {t(isInvoice ? 'dropzone.invoiceHint' : 'dropzone.photoHint', { max, megabytes, videoMegabytes })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {!isInvoice && coarsePointer ? (
        <>
          <input
            ref={cameraInput}
            type="file"
            accept="image/*,video/*"
            capture="environment"
            hidden
            onChange={onCamera}
            data-testid="camera-input"
          />
          <Button
            variant="light"
            leftSection={<IconCamera size={18} aria-hidden="true" />}
            disabled={full}
            onClick={() => cameraInput.current?.click()}
          >
            {t('dropzone.takePhoto')}
          </Button>
        </>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      <PicturePreviews pictures={ofKind} onRemove={onRemove} />
    </Stack>
  );
}

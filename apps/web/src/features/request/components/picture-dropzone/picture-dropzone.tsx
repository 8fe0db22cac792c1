import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Group, List, Stack, Text } from '@mantine/core';
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
  tooLargeRefusal,
  typeRefusal,
} from '@portal/domain';
import { useTranslation } from '../../../../lib/translation';
import { currentLanguage } from '../../../../lib/i18n';
import { IconCamera, IconPhotoUp } from '../../icons';
import { refusalText, sortPickedFiles, type RefusedFile } from '../../lib/check-file';
import {
  INVOICE_MIME_TYPES,
  PHOTO_AREA_MIME_TYPES,
  isVideoFile,
  maxBytesFor,
  type FilePicture,
} from '../../lib/picture-entries';
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
 * camera. Files past the item's limit are dropped silently (spec §5). Each picked file is checked as the upload will
 * check it (type by content, size of that type, an image's pixels; issue 23): a file the server would refuse is not
 * taken, and is named under the area with the server's own reason, instead of failing after the protocol exists.
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

  const [refused, setRefused] = useState<readonly RefusedFile[]>([]);
  // The latest pick owns the list: an older pick's checks finishing late do not overwrite it.
  const pick = useRef(0);

  const take = async (files: readonly File[], alreadyRefused: readonly RefusedFile[] = []) => {
    const turn = (pick.current += 1);
    const language = currentLanguage();
    const { accepted, refused: byContent } = await sortPickedFiles(files, isInvoice, language);
    if (turn !== pick.current) return;
    setRefused([...alreadyRefused, ...byContent]);
    if (accepted.length > 0) onAdd(accepted);
  };

  // What the browser's own checks refused (the type it claims, the size): said in the upload's words as well.
  const onReject = (rejections: readonly Pick<FileRejection, 'file' | 'errors'>[]) => {
    const language = currentLanguage();
    setRefused(
      rejections.map(({ file, errors }) => ({
        name: file.name,
        reason: refusalText(
          errors.some((error) => error.code === 'file-too-large')
            ? tooLargeRefusal(isVideoFile(file) ? 'video' : null)
            : typeRefusal(isInvoice),
          language,
        ),
      })),
    );
  };

  const onCamera = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    void take(files);
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
        onDrop={(files) => void take(files)}
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
      {refused.length > 0 ? (
        <div role="alert" data-testid={`${kind}-refused`}>
          <Text size="sm" fw={600} c="red.9">
            {t('dropzone.refusedTitle', { count: refused.length })}
          </Text>
          <List size="sm" c="red.9" spacing={2}>
            {refused.map((file, index) => (
              <List.Item key={`${index}-${file.name}`} style={{ overflowWrap: 'anywhere' }}>
                {t('dropzone.refusedFile', { name: file.name, reason: file.reason })}
              </List.Item>
            ))}
          </List>
        </div>
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

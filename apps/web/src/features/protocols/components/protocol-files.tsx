import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { ProtocolFile } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { ImageViewer, viewerLabels } from '../../../components/ui/image-viewer';
import { IconReceipt } from '../../../components/ui/icons';
import { protocolFileUrl } from '../api/get-protocol-files';
import classes from './protocol-detail.module.css';

function isImage(file: ProtocolFile): boolean {
  return file.MIME_TYPE.startsWith('image/');
}

/**
 * The files sent with the protocol: images as thumbnails that open the image viewer (zoom 1.0-1.3, spec §9), other
 * files (invoices as PDF or XML) as download links.
 */
export function ProtocolFiles({ prtId, files }: { prtId: number; files: readonly ProtocolFile[] }) {
  const { t } = useTranslation('protocols');
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  const named = files.map((file, index) => {
    if (file.IS_NFE === 'S') return { file, label: t('detail.files.invoice') };
    // Photos are numbered among photos only: 'Photo 2' is the second photo whatever invoices came before.
    const photoNumber = files.slice(0, index + 1).filter((sent) => sent.IS_NFE !== 'S').length;
    return { file, label: t('detail.files.photo', { index: photoNumber }) };
  });

  return (
    <>
      <ul className={classes.files} data-testid="protocol-files">
        {named.map(({ file, label }) => {
          const src = protocolFileUrl(prtId, file.FILE_ID);
          return (
            <li key={file.FILE_ID}>
              {isImage(file) ? (
                <button
                  type="button"
                  className={classes.fileThumb}
                  onClick={() => setViewing({ src, alt: label })}
                  aria-label={t('detail.files.open', { name: label })}
                >
                  <img src={src} alt="" loading="lazy" />
                </button>
              ) : (
                <Anchor href={src} download={file.FILE_NAME} className={classes.fileLink}>
                  <IconReceipt size={28} stroke={1.5} aria-hidden="true" />
                  <Text span size="xs">
                    {t('detail.files.download', { name: label })}
                  </Text>
                </Anchor>
              )}
            </li>
          );
        })}
      </ul>
      <ImageViewer
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        src={viewing?.src ?? null}
        alt={viewing?.alt ?? ''}
        labels={viewerLabels(t)}
      />
    </>
  );
}

import { Image } from '@mantine/core';
import { IconPhoto } from '../../icons';
import classes from './item-thumbnail.module.css';

const ICON_SIZE = { sm: 24, md: 32 } as const;

export interface ItemThumbnailProps {
  src: string | null;
  /** What the photo shows, for screen readers; '' marks it as decoration. */
  alt: string;
  /** 'sm' in the confirmation list, 'md' on the documents step. */
  size: keyof typeof ICON_SIZE;
}

/** The item's product photo in a square, or a placeholder icon when the order line has none. */
export function ItemThumbnail({ src, alt, size }: ItemThumbnailProps) {
  return (
    <div className={`${classes.thumb} ${classes[size]}`}>
      {src ? (
        <Image src={src} alt={alt} fit="cover" h="100%" />
      ) : (
        <IconPhoto size={ICON_SIZE[size]} stroke={1.5} aria-hidden="true" />
      )}
    </div>
  );
}

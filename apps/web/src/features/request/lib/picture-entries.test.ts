import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_INVOICE_FILES_PER_ITEM, MAX_PHOTOS_PER_ITEM, MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '@portal/domain';
import {
  addFiles,
  createPictureEntry,
  INVOICE_MIME_TYPES,
  maxBytesFor,
  PHOTO_AREA_MIME_TYPES,
} from './picture-entries';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${(next += 1)}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
});

afterEach(() => vi.restoreAllMocks());

describe('addFiles (spec §5 photo limits)', () => {
  it('keeps the first photos up to the limit and silently drops the rest, revoking their previews', () => {
    const files = Array.from({ length: MAX_PHOTOS_PER_ITEM + 2 }, (_, index) => png(`foto-${index + 1}.png`));
    const kept = addFiles([], files, false);
    expect(kept.map((entry) => entry.original_file.name)).toEqual(
      files.slice(0, MAX_PHOTOS_PER_ITEM).map((file) => file.name),
    );
    expect(revoked).toEqual(created.slice(MAX_PHOTOS_PER_ITEM));
    expect(kept.every((entry) => !revoked.includes(entry.object_url))).toBe(true);
  });

  it('counts photos and invoice files apart', () => {
    const photos = addFiles([], [png('a.png'), png('b.png')], false);
    const withInvoices = addFiles(photos, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')], true);
    expect(withInvoices.filter((entry) => entry.is_nfe)).toHaveLength(MAX_INVOICE_FILES_PER_ITEM);
    expect(withInvoices.filter((entry) => !entry.is_nfe)).toHaveLength(2);
    const more = addFiles(withInvoices, [png('c.png'), png('d.png'), png('e.png'), png('f.png')], false);
    expect(more.filter((entry) => !entry.is_nfe).map((entry) => entry.original_file.name)).toEqual([
      'a.png',
      'b.png',
      'c.png',
      'd.png',
      'e.png',
    ]);
  });

  it('adds nothing to a full item', () => {
    const full = addFiles(
      [],
      Array.from({ length: MAX_PHOTOS_PER_ITEM }, (_, index) => png(`${index}.png`)),
      false,
    );
    expect(addFiles(full, [png('late.png')], false)).toEqual(full);
  });
});

describe('createPictureEntry', () => {
  it('is the picture entry of spec §3', () => {
    expect(createPictureEntry(png('a.png'), false)).toMatchObject({
      file_type: 'image',
      type: 'image/png',
      is_nfe: false,
    });
    expect(createPictureEntry(pdf('nf.pdf'), true)).toMatchObject({
      file_type: 'file',
      type: 'application/pdf',
      is_nfe: true,
    });
  });
});

describe('short videos in the photo area', () => {
  const mp4 = new File([new Uint8Array([0, 0, 0, 0x18])], 'defeito.mp4', { type: 'video/mp4' });

  it('are accepted in the photo area only, with their own size limit', () => {
    expect(PHOTO_AREA_MIME_TYPES).toEqual(expect.arrayContaining(['video/mp4', 'video/quicktime', 'video/webm']));
    expect(INVOICE_MIME_TYPES.some((type) => type.startsWith('video/'))).toBe(false);
    expect(PHOTO_AREA_MIME_TYPES).not.toContain('image/heic');
    expect(maxBytesFor(mp4)).toBe(MAX_VIDEO_BYTES);
    expect(maxBytesFor(png('a.png'))).toBe(MAX_UPLOAD_BYTES);
  });

  it('count as photos and are kept as files (not zoomable images) with their type', () => {
    expect(createPictureEntry(mp4, false)).toMatchObject({ file_type: 'file', type: 'video/mp4', is_nfe: false });
  });
});

import { describe, expect, it } from 'vitest';
import {
  MAX_INVOICE_FILES_PER_ITEM,
  MAX_PHOTOS_PER_ITEM,
  MIN_INVOICE_FILES_OUTSIDE_STORE,
  MIN_PHOTOS_WHEN_REQUIRED,
} from '../constants';
import { completesRequirement, missingFilesFor, requiredFiles, sendableFilesFor } from './missing-files';

const online = { outsideStore: false, photosRequired: false };
const invoice = (itemPosition: number | null) => ({ itemPosition, isInvoice: true });
const photo = (itemPosition: number | null) => ({ itemPosition, isInvoice: false });

describe('missingFilesFor', () => {
  it('asks nothing of an online item whose reason needs no images', () => {
    expect(missingFilesFor([{ position: 1, ...online }], [])).toEqual([]);
  });

  it('asks an invoice of an outside-store item and a photo of a photos-required reason, in either flow', () => {
    const items = [
      { position: 2, outsideStore: false, photosRequired: true },
      { position: 1, outsideStore: true, photosRequired: true },
      { position: 3, outsideStore: true, photosRequired: false },
    ];
    expect(missingFilesFor(items, [])).toEqual([
      { item: 1, kind: 'invoice', required: MIN_INVOICE_FILES_OUTSIDE_STORE, received: 0 },
      { item: 1, kind: 'photo', required: MIN_PHOTOS_WHEN_REQUIRED, received: 0 },
      { item: 2, kind: 'photo', required: MIN_PHOTOS_WHEN_REQUIRED, received: 0 },
      { item: 3, kind: 'invoice', required: MIN_INVOICE_FILES_OUTSIDE_STORE, received: 0 },
    ]);
  });

  it('counts files per item and kind: a photo is no invoice, and a file of another item or of none does not count', () => {
    const item = { position: 1, outsideStore: true, photosRequired: true };
    expect(missingFilesFor([item], [photo(1), invoice(2), invoice(null)])).toEqual([
      { item: 1, kind: 'invoice', required: 1, received: 0 },
    ]);
    expect(missingFilesFor([item], [photo(1), invoice(1)])).toEqual([]);
  });
});

describe('completesRequirement', () => {
  it('is true only for the file that reaches the minimum of a required kind', () => {
    const item = { outsideStore: true, photosRequired: false };
    expect(completesRequirement(item, 'invoice', 0)).toBe(true);
    expect(completesRequirement(item, 'invoice', 1)).toBe(false);
    expect(completesRequirement(item, 'photo', 0)).toBe(false);
    expect(requiredFiles(online, 'invoice')).toBe(0);
  });
});

describe('sendableFilesFor', () => {
  const items = [
    { position: 1, outsideStore: true, photosRequired: false },
    { position: 2, outsideStore: false, photosRequired: true },
    { position: 3, outsideStore: false, photosRequired: false },
  ];

  it('offers the kinds each item asked for while under the per-item limit, met minimum or not', () => {
    const files = [
      { itemPosition: 2, isInvoice: false },
      ...Array.from({ length: MAX_INVOICE_FILES_PER_ITEM }, () => ({ itemPosition: 1, isInvoice: true })),
    ];
    expect(sendableFilesFor(items, files, true)).toEqual([
      { item: 2, kind: 'photo', received: 1, max: MAX_PHOTOS_PER_ITEM },
    ]);
  });

  it('offers nothing on a closed protocol', () => {
    expect(sendableFilesFor(items, [], false)).toEqual([]);
  });
});

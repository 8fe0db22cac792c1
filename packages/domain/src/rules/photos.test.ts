import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INVOICE_FILES_PER_ITEM, MAX_PHOTOS_PER_ITEM } from '../constants';
import {
  applyPhotoLimits,
  canAddPicture,
  invoiceFileCount,
  isInvoiceFile,
  missingInvoice,
  missingPhotos,
  photoCount,
  type PictureEntry,
} from './photos';

function picture(name: string, is_nfe = false): PictureEntry<string> {
  return { original_file: name, object_url: `blob:${name}`, file_type: 'image', type: 'image/jpeg', is_nfe };
}

const photos = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => picture(`${prefix}${i}`));
const invoices = (n: number) => Array.from({ length: n }, (_, i) => picture(`nf${i}`, true));

describe('applyPhotoLimits', () => {
  it('keeps everything within the limits', () => {
    const list = [...photos(MAX_PHOTOS_PER_ITEM), ...invoices(MAX_INVOICE_FILES_PER_ITEM)];
    expect(applyPhotoLimits(list)).toEqual(list);
  });

  it('drops the sixth photo and the fourth invoice file, keeping the first ones in order', () => {
    const list = [...photos(MAX_PHOTOS_PER_ITEM + 1), ...invoices(MAX_INVOICE_FILES_PER_ITEM + 1)];
    const kept = applyPhotoLimits(list);
    expect(kept.map((p) => p.original_file)).toEqual([
      ...photos(MAX_PHOTOS_PER_ITEM).map((p) => p.original_file),
      ...invoices(MAX_INVOICE_FILES_PER_ITEM).map((p) => p.original_file),
    ]);
  });

  it('counts the two kinds separately when they are mixed', () => {
    const list = [picture('nf0', true), ...photos(7), picture('nf1', true)];
    const kept = applyPhotoLimits(list);
    expect(photoCount(kept)).toBe(MAX_PHOTOS_PER_ITEM);
    expect(invoiceFileCount(kept)).toBe(2);
    expect(kept[0]!.original_file).toBe('nf0');
    expect(kept.at(-1)!.original_file).toBe('nf1');
  });

  it('never exceeds a limit and keeps a prefix of each kind, whatever the mix', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (kinds) => {
        const list = kinds.map((nfe, i) => picture(String(i), nfe));
        const kept = applyPhotoLimits(list);
        expect(photoCount(kept)).toBe(Math.min(photoCount(list), MAX_PHOTOS_PER_ITEM));
        expect(invoiceFileCount(kept)).toBe(Math.min(invoiceFileCount(list), MAX_INVOICE_FILES_PER_ITEM));
        expect(applyPhotoLimits(kept)).toEqual(kept);
        const ofKind = (l: PictureEntry<string>[], nfe: boolean) => l.filter((p) => p.is_nfe === nfe);
        for (const nfe of [true, false]) {
          expect(ofKind(list, nfe).slice(0, ofKind(kept, nfe).length)).toEqual(ofKind(kept, nfe));
        }
      }),
    );
  });
});

describe('canAddPicture', () => {
  it('allows up to the limit of each kind', () => {
    expect(canAddPicture(photos(MAX_PHOTOS_PER_ITEM - 1), false)).toBe(true);
    expect(canAddPicture(photos(MAX_PHOTOS_PER_ITEM), false)).toBe(false);
    expect(canAddPicture(photos(MAX_PHOTOS_PER_ITEM), true)).toBe(true);
    expect(canAddPicture(invoices(MAX_INVOICE_FILES_PER_ITEM - 1), true)).toBe(true);
    expect(canAddPicture(invoices(MAX_INVOICE_FILES_PER_ITEM), true)).toBe(false);
  });

  it("understands the upload field's 'S'/'N'", () => {
    expect(isInvoiceFile({ is_nfe: 'S' })).toBe(true);
    expect(isInvoiceFile({ is_nfe: 'N' })).toBe(false);
    const uploaded = Array.from({ length: MAX_INVOICE_FILES_PER_ITEM }, () => ({ is_nfe: 'S' as const }));
    expect(canAddPicture(uploaded, true)).toBe(false);
  });
});

describe('missingPhotos', () => {
  it('requires one ordinary photo when the reason requires images', () => {
    expect(missingPhotos({ isRequiredImageToProduct: true }, [])).toBe(true);
    expect(missingPhotos({ isRequiredImageToProduct: true }, invoices(2))).toBe(true);
    expect(missingPhotos({ isRequiredImageToProduct: true }, photos(1))).toBe(false);
  });

  it('requires nothing otherwise', () => {
    expect(missingPhotos({ isRequiredImageToProduct: false }, [])).toBe(false);
  });
});

describe('missingInvoice', () => {
  it('requires one invoice file outside the online store', () => {
    expect(missingInvoice({ ecommerce: false }, photos(3))).toBe(true);
    expect(missingInvoice({ ecommerce: false }, invoices(1))).toBe(false);
  });

  it('requires none for online purchases', () => {
    expect(missingInvoice({ ecommerce: true }, [])).toBe(false);
  });
});

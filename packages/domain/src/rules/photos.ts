/**
 * Photo and invoice-file limits of spec §5: per item at most MAX_PHOTOS_PER_ITEM ordinary photos and
 * MAX_INVOICE_FILES_PER_ITEM invoice (NF-e) files; extras are dropped without a message. Items whose reason requires
 * images need at least one photo, and an item bought outside the online store at least one invoice file.
 */
import {
  MAX_INVOICE_FILES_PER_ITEM,
  MAX_PHOTOS_PER_ITEM,
  MIN_INVOICE_FILES_OUTSIDE_STORE,
  MIN_PHOTOS_WHEN_REQUIRED,
} from '../constants';
import type { YesNo } from './entities';

/** Picture entry of spec §3; `F` is whatever holds the file (a browser File, a stored upload…). */
export interface PictureEntry<F = unknown> {
  original_file: F;
  object_url: string;
  file_type: 'image' | 'file';
  type: string;
  is_nfe: boolean;
}

/** The web keeps a boolean, the upload form field is 'S'/'N': both are accepted. */
export type PictureKind = { is_nfe: boolean | YesNo };

export function isInvoiceFile(picture: PictureKind): boolean {
  return picture.is_nfe === true || picture.is_nfe === 'S';
}

export function photoCount(pictures: readonly PictureKind[]): number {
  return pictures.filter((picture) => !isInvoiceFile(picture)).length;
}

export function invoiceFileCount(pictures: readonly PictureKind[]): number {
  return pictures.filter(isInvoiceFile).length;
}

/** Keeps the first photos and invoice files up to their limits, in their order; anything past a limit is dropped. */
export function applyPhotoLimits<P extends PictureKind>(pictures: readonly P[]): P[] {
  let photos = 0;
  let invoices = 0;
  return pictures.filter((picture) => {
    if (isInvoiceFile(picture)) return ++invoices <= MAX_INVOICE_FILES_PER_ITEM;
    return ++photos <= MAX_PHOTOS_PER_ITEM;
  });
}

/** Whether one more file of that kind still fits on the item (the upload route's check). */
export function canAddPicture(pictures: readonly PictureKind[], invoice: boolean): boolean {
  return invoice ? invoiceFileCount(pictures) < MAX_INVOICE_FILES_PER_ITEM : photoCount(pictures) < MAX_PHOTOS_PER_ITEM;
}

/** True when the item's reason requires images and it has fewer photos than the minimum (the at-least-one-photo warning). */
export function missingPhotos(item: { isRequiredImageToProduct: boolean }, pictures: readonly PictureKind[]): boolean {
  return item.isRequiredImageToProduct && photoCount(pictures) < MIN_PHOTOS_WHEN_REQUIRED;
}

/** True when an item bought outside the online store has fewer invoice files than the minimum (the invoice warning). */
export function missingInvoice(item: { ecommerce: boolean }, pictures: readonly PictureKind[]): boolean {
  return !item.ecommerce && invoiceFileCount(pictures) < MIN_INVOICE_FILES_OUTSIDE_STORE;
}

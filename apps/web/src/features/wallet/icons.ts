/** Icons of the wallet, one file each (Tabler's barrel is ~6,000 icons). Shared ones come from components/ui/icons. */
export { default as IconArrowsMaximize } from '@tabler/icons-react/dist/esm/icons/IconArrowsMaximize.mjs';
export { default as IconClipboardCheck } from '@tabler/icons-react/dist/esm/icons/IconClipboardCheck.mjs';
export { default as IconCopy } from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
export { default as IconDiscount } from '@tabler/icons-react/dist/esm/icons/IconDiscount.mjs';
export { default as IconExternalLink } from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
export { default as IconReceiptRefund } from '@tabler/icons-react/dist/esm/icons/IconReceiptRefund.mjs';
export { default as IconTicket } from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';

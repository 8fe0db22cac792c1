/**
 * The icons the app uses, imported one file each: the package's barrel is ~6,000 icons, which slows dev and tests.
 * Add icons here the same way (the file name is the export name in Tabler's docs).
 */
export { default as IconAlertTriangle } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
export { default as IconBell } from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
export { default as IconClipboardList } from '@tabler/icons-react/dist/esm/icons/IconClipboardList.mjs';
export { default as IconFileSearch } from '@tabler/icons-react/dist/esm/icons/IconFileSearch.mjs';
export { default as IconHome } from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
export { default as IconInfoCircle } from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
export { default as IconLanguage } from '@tabler/icons-react/dist/esm/icons/IconLanguage.mjs';
export { default as IconLogout } from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
export { default as IconMapQuestion } from '@tabler/icons-react/dist/esm/icons/IconMapQuestion.mjs';
export { default as IconPackage } from '@tabler/icons-react/dist/esm/icons/IconPackage.mjs';
export { default as IconReceipt } from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
export { default as IconShoppingBag } from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
export { default as IconBuildingStore } from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
export { default as IconWallet } from '@tabler/icons-react/dist/esm/icons/IconWallet.mjs';
export { default as IconUserShield } from '@tabler/icons-react/dist/esm/icons/IconUserShield.mjs';
export { default as IconX } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
export { default as IconRefresh } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
export { default as IconWorldOff } from '@tabler/icons-react/dist/esm/icons/IconWorldOff.mjs';

/**
 * Icons of the request flow, one file each (Tabler's barrel is ~6,000 icons). Shared ones come from
 * components/ui/icons.
 */
export { default as IconArrowLeft } from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
export { default as IconArrowRight } from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
export { default as IconBuildingBank } from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
export { default as IconCamera } from '@tabler/icons-react/dist/esm/icons/IconCamera.mjs';
export { default as IconClipboardCheck } from '@tabler/icons-react/dist/esm/icons/IconClipboardCheck.mjs';
export { default as IconCopy } from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
export { default as IconFileText } from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
export { default as IconMapPin } from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
export { default as IconPencil } from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
export { default as IconPhoto } from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
export { default as IconPhotoUp } from '@tabler/icons-react/dist/esm/icons/IconPhotoUp.mjs';
export { default as IconSend } from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
export { default as IconUser } from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';

/// <reference types="vite/client" />

// Tabler ships one ES module per icon but types only for its barrel; see components/ui/icons.ts.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const icon: TablerIcon;
  export default icon;
}
